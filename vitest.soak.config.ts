import { SOAK, workerTests } from './vitest.worker.config.ts';

/** The soak (1,000 mixed requests) alone, inside workerd like the other Worker tests. */
export default workerTests({ name: 'soak', include: [SOAK] });
