import { walkRole } from './walk';

walkRole('asset owner', 'owner@flotte.demo');
