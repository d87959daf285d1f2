import './support/localStorage';
import { describe, expect, it } from 'vitest';
import type { ComplianceReason } from '../../contract/documents';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { reasonText } from '../../src/resources/compliance/assetCompliance';

const reason = (over: Partial<ComplianceReason>): ComplianceReason => ({
  code: 'document_expired',
  blocking: true,
  kind_code: 'insurance',
  kind_name: 'Assurance',
  record_id: null,
  date: '2026-11-25',
  title: null,
  ...over,
});

describe('a compliance reason agrees with its document kind (issue 33)', () => {
  const translate = createI18nProvider().translate;

  it('feminine kinds: "Assurance expirée", "Licence de transport non enregistrée"', () => {
    expect(reasonText(translate, 'fr', reason({}))).toBe('Assurance expirée le 25 nov. 2026');
    expect(
      reasonText(
        translate,
        'fr',
        reason({ code: 'document_missing', kind_code: 'transport_permit' }),
      ),
    ).toBe('Licence de transport non enregistrée');
  });

  it('masculine kinds keep the masculine', () => {
    expect(
      reasonText(translate, 'fr', reason({ kind_code: 'technical_inspection', kind_name: null })),
    ).toBe('Contrôle technique expiré le 25 nov. 2026');
  });

  it('a kind a platform added itself, of no known gender, is named without agreement', () => {
    const added = { kind_code: 'carte_grise_ue', kind_name: 'Carte grise UE' };
    expect(reasonText(translate, 'fr', reason(added))).toBe(
      'Carte grise UE : échéance dépassée depuis le 25 nov. 2026',
    );
    expect(reasonText(translate, 'fr', reason({ ...added, code: 'document_missing' }))).toBe(
      'Carte grise UE : aucun document enregistré',
    );
  });
});
