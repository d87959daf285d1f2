import { walkSignedOut } from './walk';

walkSignedOut();
