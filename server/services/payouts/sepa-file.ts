/**
 * A SEPA credit transfer file (pain.001.001.09, built by the `sepa` library): the platform's
 * account pays each owner its statement's amount, the statement's number as the end-to-end id
 * and the remittance text, so each transfer is traced back to its autofacture.
 */
import SEPA from 'sepa';

export interface Transfer {
  /** The statement's number. */
  reference: string;
  /** Euro cents. */
  amount: number;
  creditor: { holder: string; iban: string; bic: string };
}

export function sepaCreditTransfer(input: {
  messageId: string;
  createdAt: Date;
  debtor: { name: string; iban: string; bic: string };
  transfers: Transfer[];
}): string {
  const doc = new SEPA.Document('pain.001.001.09');
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = input.debtor.name;
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = input.createdAt;
  info.debtorName = input.debtor.name;
  info.debtorIBAN = input.debtor.iban;
  info.debtorBIC = input.debtor.bic;
  doc.addPaymentInfo(info);
  for (const t of input.transfers) {
    const tx = info.createTransaction();
    tx.creditorName = t.creditor.holder;
    tx.creditorIBAN = t.creditor.iban;
    tx.creditorBIC = t.creditor.bic;
    // Cents to euros: the library writes the decimal amount; exact for whole cents.
    tx.amount = t.amount / 100;
    tx.currency = 'EUR';
    tx.end2endId = t.reference;
    tx.remittanceInfo = t.reference;
    info.addTransaction(tx);
  }
  return doc.toString();
}
