import { startPortal } from '@platform/shell';
import { portal } from './portal';

startPortal(portal);
