/**
 * Where the phone's positions go (docs/positions.md): the stop the server says he is serving
 * (`current`, its rule `currentDispatchSql`), round stop or not. While that stop has ended on
 * the phone and the list has not been read again (a step still in the outbox, offline), every
 * delivery still open on the phone receives them: the server keeps them on its current stop
 * only and answers 0 for the others, so no position is lost and none feeds another request.
 */
import type { DriverDispatch } from '../../providers/driver/types';
import { isOpen } from './steps';

export function positionTargets(rows: readonly DriverDispatch[]): string[] {
  const open = rows.filter((d) => isOpen(d.status));
  const current = open.filter((d) => d.current);
  return (current.length > 0 ? current : open).map((d) => d.id);
}
