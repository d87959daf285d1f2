import { typeSuite } from './types-suite';

typeSuite('/api/request-package-types');
