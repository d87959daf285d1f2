import { walkRole } from './walk';

walkRole('in-house manager', 'manager@flotte.demo');
