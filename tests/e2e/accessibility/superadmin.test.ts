import { DEMO_EMAIL } from '../harness';
import { walkRole } from './walk';

walkRole('superadmin', DEMO_EMAIL);
