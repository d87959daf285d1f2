/**
 * What the driver's screen reads and sends (docs/drivers.md, docs/positions.md), from the
 * contract: `GET /driver-dispatches` rows, `POST /asset-dispatch/{id}/steps` bodies,
 * `POST /asset-dispatch/{id}/positions` readings.
 */
import type {
  DispatchStatus,
  DispatchStep,
  DispatchStepName,
  DriverDispatch,
  ProofInput,
} from '../../../contract/dispatch';
import type { PositionInput } from '../../../contract/position';

export { DISPATCH_STEPS, FAILURE_REASONS, PROOF_KINDS } from '../../../contract/dispatch-names';
export type { FailureReason, ProofKind } from '../../../contract/dispatch';

export type { DriverDispatch };
export type DriverDispatchStatus = DispatchStatus;
export type StepName = DispatchStepName;
/** The body of a step. */
export type StepBody = DispatchStep;
/** The proof sent with `delivered`: photo and signature are stored files' addresses. */
export type Proof = ProofInput;
/** One reading of the phone's position. */
export type PositionFix = PositionInput;

/** A refusal as the API words it: field paths such as `proof.photo`. */
export interface ApiFailure {
  /** 0 when the request never got an answer (offline, timeout). */
  status: number;
  code: string;
  details?: Array<{ path: string; message: string }>;
}
