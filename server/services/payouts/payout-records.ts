/** Payout statements and batches as the API answers them (docs/money.md, "Owners' payouts"). */
import { payoutBatch, payoutStatement } from '../../../contract/payouts';
import { defineRecord } from '../../db/record';

export const PAYOUT_STATEMENT = defineRecord({
  schema: payoutStatement,
  from: 'payout_statements ps join users ou on ou.id = ps.owner_user_id',
  fields: {
    id: 'ps.id',
    number: 'ps.number',
    owner_user_id: 'ps.owner_user_id',
    owner_name: 'ou.name',
    period_start: `to_char(ps.period_start, 'YYYY-MM-DD')`,
    period_end: `to_char(ps.period_end, 'YYYY-MM-DD')`,
    currency: 'trim(ps.currency)',
    gross: 'ps.gross::float8',
    commission: 'ps.commission::float8',
    net: 'ps.net::float8',
    adjustments: 'ps.adjustments::float8',
    cod_collected: 'ps.cod_collected::float8',
    amount_due: 'ps.amount_due::float8',
    earnings_count: 'ps.earnings_count',
    iban_masked: 'ps.iban_masked',
    status: `case when ps.paid_at is not null then 'paid'
      when ps.batch_id is not null then 'batched' else 'issued' end`,
    batch_id: 'ps.batch_id',
    issued_at: 'ps.issued_at',
    paid_at: 'ps.paid_at',
  },
});

export const PAYOUT_BATCH = defineRecord({
  schema: payoutBatch,
  from: 'payout_batches pb',
  fields: {
    id: 'pb.id',
    status: 'pb.status',
    currency: 'trim(pb.currency)',
    total: 'pb.total::float8',
    count: 'pb.count',
    message_id: 'pb.message_id',
    created_at: 'pb.created_at',
    approved_at: 'pb.approved_at',
    paid_at: 'pb.paid_at',
  },
});
