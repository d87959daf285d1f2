import { typeSuite } from './types-suite';

typeSuite('/api/business-types');
