import { useState, type FormEvent } from 'react';
import type { PublicProof } from '../../../contract/tracking';
import { useTranslate } from '../auth/i18n';

/**
 * The recipient's signature and name are shown only to who proves to be the recipient (issue 31,
 * docs/security.md): a link may be forwarded. When the proof holds them but the page was not
 * given them, the visitor types the delivery code of their mail; the page is read again with it.
 */
export const RecipientCheck = ({
  proof,
  tried,
  onCode,
}: {
  proof: PublicProof | null;
  tried: string | undefined;
  onCode: (code: string) => void;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  if (!proof) return null;
  const hidden =
    (proof.kinds.includes('signature') && proof.signature === null) ||
    (proof.kinds.includes('name') && proof.name === null);
  if (!hidden) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}$/.test(code)) onCode(code);
  };
  const wrong = tried !== undefined;
  return (
    <form onSubmit={submit} style={{ marginTop: 16 }}>
      <p>{translate('flotte.tracking.recipient_check')}</p>
      <div className="tracking-code">
        <div>
          <label htmlFor="recipient-code">{translate('flotte.tracking.recipient_code')}</label>
          <input
            id="recipient-code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-invalid={wrong}
            aria-describedby="recipient-code-help"
          />
        </div>
        <button type="submit" className="tracking-button">
          {translate('flotte.tracking.recipient_show')}
        </button>
      </div>
      <p id="recipient-code-help" className="tracking-code-help" data-error={wrong}>
        {wrong ? translate('flotte.tracking.recipient_wrong') : ' '}
      </p>
    </form>
  );
};
