import { builder } from './builder';
import './types/scalars';
import './types/catalogue';
import './types/cart';

export const schema = builder.toSchema({ sortSchema: false });
