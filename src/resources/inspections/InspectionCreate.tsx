import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Inspection } from '../../../contract/inspections';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';

type Answer = 'pass' | 'fail' | 'na';
const ANSWERS: Answer[] = ['pass', 'fail', 'na'];

/**
 * A pre-trip inspection on the phone (`#/inspections/create?asset_id=`): every checklist item
 * answered (a note when it fails), the odometer, notes. Sent, it says the result: a failed
 * critical item takes the asset out of service (docs/compliance.md). One column, large targets:
 * made for a 390-px screen.
 */
export const InspectionCreate = () => {
  const assetId = new URLSearchParams(useLocation().search).get('asset_id') ?? '';
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const {
    data: items = [],
    isPending,
    error,
  } = useQuery({
    queryKey: ['inspections', 'checklist', assetId],
    queryFn: () => dataProvider.getChecklist(assetId),
    enabled: assetId !== '',
  });
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [odometer, setOdometer] = useState('');
  const [comment, setComment] = useState('');
  const send = useMutation({
    mutationFn: () =>
      dataProvider.createInspection({
        asset_id: assetId,
        odometer_km: odometer.trim() === '' ? null : Number(odometer),
        notes: comment.trim() || null,
        answers: items.map((i) => ({
          item_id: i.id,
          answer: answers[i.id]!,
          note: notes[i.id]?.trim() || null,
        })),
      }),
  });
  const complete = items.length > 0 && items.every((i) => answers[i.id] !== undefined);
  const done: Inspection | undefined = send.data;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`flotte.inspection.${key}`, options);

  if (done) {
    return (
      <Box sx={{ p: 2, maxWidth: 600 }}>
        <Title title={t('title')} />
        <Alert severity={done.result === 'failed' ? 'error' : 'success'} role="status">
          {done.result === 'failed' ? t('failed_out_of_service') : t('passed')}
        </Alert>
      </Box>
    );
  }
  return (
    <Box component="form" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 600 }} aria-label={t('title')}>
      <Title title={t('title')} />
      {error ? <Alert severity="error">{translate(error.message)}</Alert> : null}
      {!isPending && items.length === 0 && !error ? (
        <Alert severity="info">{t('no_items')}</Alert>
      ) : null}
      <Stack spacing={1.5}>
        {items.map((item) => (
          <Card key={item.id} variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography id={`item-${item.id}`} sx={{ fontWeight: 500 }}>
                  {item.label}
                </Typography>
                {item.critical ? <Chip size="small" color="warning" label={t('critical')} /> : null}
              </Stack>
              <ToggleButtonGroup
                exclusive
                fullWidth
                value={answers[item.id] ?? null}
                onChange={(_, value: Answer | null) =>
                  value && setAnswers((a) => ({ ...a, [item.id]: value }))
                }
                aria-labelledby={`item-${item.id}`}
              >
                {ANSWERS.map((answer) => (
                  <ToggleButton
                    key={answer}
                    value={answer}
                    color={answer === 'fail' ? 'error' : answer === 'pass' ? 'success' : 'standard'}
                    sx={{ minHeight: 48 }}
                  >
                    {translate(`resources.inspections.answers.${answer}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {answers[item.id] === 'fail' ? (
                <TextField
                  label={t('note', { item: item.label })}
                  value={notes[item.id] ?? ''}
                  onChange={(e) => setNotes((n) => ({ ...n, [item.id]: e.target.value }))}
                  fullWidth
                  multiline
                  sx={{ mt: 1 }}
                />
              ) : null}
            </CardContent>
          </Card>
        ))}
        <TextField
          label={translate('resources.inspections.fields.odometer_km')}
          value={odometer}
          onChange={(e) => setOdometer(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
        <TextField
          label={translate('resources.inspections.fields.notes')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          fullWidth
          multiline
        />
        {send.error ? (
          <Alert severity="error">{translate(send.error.message, { _: send.error.message })}</Alert>
        ) : null}
        {!complete && items.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('answer_all')}
          </Typography>
        ) : null}
        <Button
          variant="contained"
          size="large"
          disabled={!complete || send.isPending}
          onClick={() => send.mutate()}
          sx={{ minHeight: 48 }}
        >
          {t('submit')}
        </Button>
      </Stack>
    </Box>
  );
};
