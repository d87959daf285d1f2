import { walkRole } from './walk';

walkRole('business', 'business@flotte.demo');
