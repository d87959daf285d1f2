import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';

const statementList = lazy(() =>
  import('./StatementList').then((m) => ({ default: m.StatementList })),
);
const statementShow = lazy(() =>
  import('./StatementShow').then((m) => ({ default: m.StatementShow })),
);
const batchList = lazy(() => import('./BatchList').then((m) => ({ default: m.BatchList })));
const batchShow = lazy(() => import('./BatchShow').then((m) => ({ default: m.BatchShow })));

/**
 * `<Resource name="payout-statements" {...payoutStatements} />`: owners' payout statements
 * (autofactures, issue 30, docs/money.md): an owner reads its own, the operator every one.
 */
export const payoutStatements = {
  list: statementList,
  show: statementShow,
  icon: RequestQuoteIcon,
  recordRepresentation: 'number',
};

/** `<Resource name="payout-batches" {...payoutBatches} />`: the superadmin's SEPA batches. */
export const payoutBatches = { list: batchList, show: batchShow, icon: AccountBalanceIcon };
