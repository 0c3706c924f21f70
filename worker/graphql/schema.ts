import { builder } from './builder';
import './types/scalars';
import './types/catalogue';
import './types/cart';
import './types/orders';
import './types/accounts';
import './types/repairs';
import './types/admin';

export const schema = builder.toSchema({ sortSchema: false });
