export * from './lib/counts';
export * from './lib/courses';
export * from './lib/structure';
export * from './lib/content-upload';
export * from './lib/batches';
export * from './lib/programs';
export * from './lib/trainees';
export * from './lib/assignments';
