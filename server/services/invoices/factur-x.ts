/**
 * An invoice as Factur-X (docs/money.md "Invoices"): a PDF/A-3 showing it, with its EN 16931
 * XML (CII) embedded, both made and checked by @e-invoice-eu/core from the invoice in its
 * internal (UBL-shaped) format; or the XML alone.
 */
import { InvoiceService, type Invoice as EInvoice } from '@e-invoice-eu/core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Invoice } from '../../../contract/invoice';
import type { Party } from './parties';

export const FACTUR_X_FORMAT = 'Factur-X-EN16931';

/** Minor units as the XML's decimal amount (two decimals). */
const amount = (minor: number) => (minor / 100).toFixed(2);

/** The legal mentions of a French invoice (Code de commerce L441-10, D441-5). */
export const LEGAL_MENTIONS = [
  'Paiement à 30 jours date de facture, par virement. Pas d’escompte pour paiement anticipé.',
  'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal, exigibles sans rappel.',
  'Indemnité forfaitaire pour frais de recouvrement due en cas de retard : 40 €.',
];
const REVERSE_CHARGE =
  'Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE).';
const OUTSIDE = 'TVA non applicable : prestation hors du champ de la TVA française.';

function address(p: Party) {
  const [street, ...rest] = (p.address ?? '').split(',').map((s) => s.trim());
  const city = rest.join(', ');
  const postcode = city.match(/\b\d{5}\b/)?.[0];
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(city ? { 'cbc:CityName': city.replace(/\b\d{5}\b/, '').trim() || city } : {}),
    ...(postcode ? { 'cbc:PostalZone': postcode } : {}),
    'cac:Country': { 'cbc:IdentificationCode': p.country },
  };
}

function partyOf(p: Party) {
  return {
    ...(p.email ? { 'cbc:EndpointID': p.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
    'cac:PostalAddress': address(p),
    ...(p.vat_number
      ? {
          'cac:PartyTaxScheme': [
            { 'cbc:CompanyID': p.vat_number, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          ],
        }
      : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': p.name,
      ...(p.siren ? { 'cbc:CompanyID': p.siren, 'cbc:CompanyID@schemeID': '0002' } : {}),
    },
  };
}

/** The invoice in the library's internal format (BT numbers of EN 16931 in its keys' names). */
export function eInvoiceOf(inv: Invoice, seller: Party, buyer: Party): EInvoice {
  const currency = inv.currency as EInvoice['ubl:Invoice']['cbc:DocumentCurrencyCode'];
  const percent = (inv.vat_rate_bp / 100).toFixed(2);
  const exemption =
    inv.vat_category === 'AE' ? REVERSE_CHARGE : inv.vat_category === 'O' ? OUTSIDE : undefined;
  const category = {
    'cbc:ID': inv.vat_category,
    'cbc:Percent': percent,
    ...(exemption ? { 'cbc:TaxExemptionReason': exemption } : {}),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
  const prepaid = inv.kind === 'invoice' ? inv.total_gross - inv.due : 0;
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': inv.number,
      'cbc:IssueDate': inv.issue_date,
      'cbc:DueDate': inv.due_date,
      'cbc:InvoiceTypeCode': inv.kind === 'invoice' ? '380' : '381',
      'cbc:Note': [...LEGAL_MENTIONS, ...(exemption ? [exemption] : [])],
      'cbc:DocumentCurrencyCode': currency,
      ...(inv.period_start && inv.period_end
        ? {
            'cac:InvoicePeriod': {
              'cbc:StartDate': inv.period_start,
              'cbc:EndDate': inv.period_end,
            },
          }
        : {}),
      ...(inv.credited_invoice_number
        ? {
            'cac:BillingReference': [
              { 'cac:InvoiceDocumentReference': { 'cbc:ID': inv.credited_invoice_number } },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': { 'cac:Party': partyOf(seller) },
      'cac:AccountingCustomerParty': { 'cac:Party': partyOf(buyer) },
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '30' }],
      'cac:PaymentTerms': { 'cbc:Note': LEGAL_MENTIONS[0]! },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(inv.total_vat),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(inv.total_net),
              'cbc:TaxableAmount@currencyID': currency,
              'cbc:TaxAmount': amount(inv.total_vat),
              'cbc:TaxAmount@currencyID': currency,
              'cac:TaxCategory': category,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(inv.total_net),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': amount(inv.total_net),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': amount(inv.total_gross),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        'cbc:PrepaidAmount': amount(prepaid),
        'cbc:PrepaidAmount@currencyID': currency,
        'cbc:PayableAmount': amount(inv.total_gross - prepaid),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': inv.lines.map((l) => ({
        'cbc:ID': String(l.position),
        'cbc:InvoicedQuantity': String(l.quantity),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(l.net),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cac:Item': {
          'cbc:Name': l.description,
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': inv.vat_category,
            'cbc:Percent': percent,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        },
        'cac:Price': {
          'cbc:PriceAmount': amount(l.unit_price),
          'cbc:PriceAmount@currencyID': currency,
        },
      })),
    },
  };
  // The library validates the object against its schema (and EN 16931's rules) when it renders.
  return data as unknown as EInvoice;
}

/** The visible page: parties, lines, totals, legal mentions. */
async function renderPdf(inv: Invoice, seller: Party, buyer: Party): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  let y = 800;
  const line = (text: string, size = 10, f = font) => {
    // WinAnsi: the standard fonts draw Latin-1 only.
    page.drawText(text.replace(/[^\x20-\xff]/g, "'"), { x: 50, y, size, font: f });
    y -= size + 6;
  };
  const money = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} ${inv.currency}`;
  line(`${inv.kind === 'invoice' ? 'Facture' : 'Avoir'} ${inv.number}`, 16, bold);
  line(`Date : ${inv.issue_date}   Échéance : ${inv.due_date}`);
  if (inv.credited_invoice_number) line(`Avoir sur la facture ${inv.credited_invoice_number}`);
  y -= 6;
  line(seller.name, 11, bold);
  line(`${seller.address ?? ''} · SIREN ${seller.siren ?? ''} · TVA ${seller.vat_number ?? ''}`);
  if (seller.legal_form) {
    line(`${seller.legal_form} au capital de ${seller.capital ?? ''} · ${seller.rcs ?? ''}`);
  }
  y -= 6;
  line(`Client : ${buyer.name}`, 11, bold);
  line(`${buyer.address ?? ''} ${buyer.country}`);
  if (buyer.siren || buyer.vat_number) {
    line(`SIREN ${buyer.siren ?? '-'} · TVA ${buyer.vat_number ?? '-'}`);
  }
  y -= 10;
  for (const l of inv.lines)
    line(
      `${l.position}. ${l.description}  ${l.quantity} × ${money(l.unit_price)} = ${money(l.net)}`,
    );
  y -= 10;
  line(`Total HT : ${money(inv.total_net)}`, 11, bold);
  line(
    `TVA ${(inv.vat_rate_bp / 100).toFixed(2)} % (${inv.vat_category}) : ${money(inv.total_vat)}`,
  );
  line(`Total TTC : ${money(inv.total_gross)}`, 11, bold);
  y -= 10;
  for (const mention of LEGAL_MENTIONS) line(mention, 8);
  if (inv.vat_category === 'AE') line(REVERSE_CHARGE, 8);
  if (inv.vat_category === 'O') line(OUTSIDE, 8);
  return doc.save();
}

const service = new InvoiceService({
  log: () => {},
  warn: () => {},
  error: () => {},
});

/** The PDF/A-3 with `factur-x.xml` embedded. */
export async function facturXPdf(inv: Invoice, seller: Party, buyer: Party): Promise<Uint8Array> {
  const pdf = await renderPdf(inv, seller, buyer);
  const out = await service.generate(eInvoiceOf(inv, seller, buyer), {
    format: FACTUR_X_FORMAT,
    lang: 'fr-fr',
    pdf: { buffer: pdf, filename: `${inv.number}.pdf`, mimetype: 'application/pdf' },
  });
  return typeof out === 'string' ? new TextEncoder().encode(out) : out;
}

/** The CII XML alone (EN 16931 profile). */
export async function facturXXml(inv: Invoice, seller: Party, buyer: Party): Promise<string> {
  const out = await service.generate(eInvoiceOf(inv, seller, buyer), {
    format: 'CII',
    lang: 'fr-fr',
  });
  return typeof out === 'string' ? out : new TextDecoder().decode(out);
}
