/**
 * The date inputs of forms and filters (src/components/DateInput.tsx): typed with the
 * keyboard section by section, shown in the app's language (day first in French, month first
 * in English), and the form receives what react-admin's inputs gave (`YYYY-MM-DD`, or the
 * local `YYYY-MM-DDTHH:mm`), so the API's values do not change.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import {
  AdminContext,
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  Toolbar,
  memoryStore,
  type TranslationMessages,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { mergeCatalogs } from '../../src/providers/i18nProvider';
import { DateInput, DateLocalization, DateTimeInput } from '../../src/components/DateInput';

type Messages = Parameters<typeof mergeCatalogs>[0];
const catalogs: Record<string, TranslationMessages> = {
  fr: mergeCatalogs(frenchMessages as unknown as Messages, fr) as TranslationMessages,
  en: mergeCatalogs(englishMessages as unknown as Messages, en) as TranslationMessages,
};

function renderForm(
  locale: 'fr' | 'en',
  input: React.ReactNode,
  record: Record<string, unknown> = {},
) {
  const onSubmit = vi.fn();
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider((l) => catalogs[l]!, locale)}
      store={memoryStore()}
    >
      <DateLocalization>
        <ResourceContextProvider value="leases">
          <SimpleForm
            record={record}
            onSubmit={onSubmit}
            toolbar={
              <Toolbar>
                <SaveButton alwaysEnable />
              </Toolbar>
            }
          >
            {input}
          </SimpleForm>
        </ResourceContextProvider>
      </DateLocalization>
    </AdminContext>,
  );
  return onSubmit;
}

/** The field's sections as a screen reader lists them (spin buttons), in their order. */
const sections = () => screen.getAllByRole('spinbutton');

describe('DateInput', () => {
  it('shows a stored day in French order and sends it back unchanged', async () => {
    const onSubmit = renderForm('fr', <DateInput source="start_date" />, {
      start_date: '2027-06-15',
    });
    await waitFor(() => expect(sections().map((s) => s.textContent)).toEqual(['15', '06', '2027']));
    await userEvent.click(
      screen.getByRole('button', { name: catalogs.fr!.ra!.action!.save as string }),
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ start_date: '2027-06-15' });
  });

  it('is typed with the keyboard alone and gives the form a YYYY-MM-DD day (English order)', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('en', <DateInput source="start_date" />);
    const [month] = sections();
    await user.click(month!);
    await user.keyboard('03212027');
    await waitFor(() => expect(sections().map((s) => s.textContent)).toEqual(['03', '21', '2027']));
    await user.click(screen.getByRole('button', { name: catalogs.en!.ra!.action!.save as string }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ start_date: '2027-03-21' });
  });
});

describe('DateTimeInput', () => {
  it('is typed with the keyboard and gives the local YYYY-MM-DDTHH:mm, through parse', async () => {
    const user = userEvent.setup();
    const parse = vi.fn((value: string | null) => value);
    const onSubmit = renderForm('fr', <DateTimeInput source="scheduled_at" parse={parse} />);
    await user.click(sections()[0]!);
    await user.keyboard('210220270930');
    await user.click(screen.getByRole('button', { name: catalogs.fr!.ra!.action!.save as string }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ scheduled_at: '2027-02-21T09:30' });
    expect(parse).toHaveBeenLastCalledWith('2027-02-21T09:30');
  });
});
