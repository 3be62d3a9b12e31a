export { useRegisteredYouthCount } from './lib/youth-directory';
