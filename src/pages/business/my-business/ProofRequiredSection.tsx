import { CheckboxGroupInput } from 'react-admin';
import { PROOF_KINDS } from '../../../../contract/dispatch';
import { ShowSection } from '../../../resources/common/ShowSection';

const proofChoices = PROOF_KINDS.map((id) => ({
  id,
  name: `flotte.delivery.settings.kinds.${id}`,
}));

/**
 * "Preuves exigées à la livraison" (`proof_required`: any of photo, signature, name, code; none
 * by default): what a driver must collect before a delivery of this business counts as done
 * (docs/drivers.md, "Proof of delivery").
 */
export const ProofRequiredSection = () => (
  <ShowSection title="flotte.delivery.settings.title" plain>
    <CheckboxGroupInput
      source="proof_required"
      label="flotte.delivery.settings.proof_required"
      choices={proofChoices}
      helperText="flotte.delivery.settings.proof_required_help"
    />
  </ShowSection>
);
