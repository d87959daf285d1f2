import { useQuery } from '@tanstack/react-query';
import { driverScreenApi } from '../../providers/custom/driver-screen';
import { userDay } from '../../providers/userZone';

/** Today as the driver lives it (its business's zone, else Paris: userZone.ts), its round's day. */
const today = () => userDay();

/**
 * The driver's round of the day and the ETAs of its remaining stops (`GET /rounds`,
 * `GET /rounds/{id}/eta`). `moves` changes after every step the list shows (the dispatches'
 * statuses): the round and its ETAs are then read again, as the server times them again.
 * Offline, nothing: the deliveries' cards stay usable on their own.
 */
export function useDriverRound(userId: string, moves: string) {
  const date = today();
  const rounds = useQuery({
    queryKey: ['driver-round', userId, date, moves],
    queryFn: () => driverScreenApi.listRounds(date),
    retry: false,
    refetchOnWindowFocus: true,
  });
  const round =
    rounds.data?.find((r) => r.status === 'published' || r.status === 'in_progress') ?? null;
  const eta = useQuery({
    queryKey: ['driver-round-eta', round?.id, moves],
    queryFn: () => driverScreenApi.roundEta(round!.id),
    enabled: round !== null,
    retry: false,
    refetchOnWindowFocus: true,
  });
  return {
    round,
    eta: eta.data?.round_id === round?.id ? (eta.data ?? null) : null,
    refetch: () => void rounds.refetch(),
  };
}
