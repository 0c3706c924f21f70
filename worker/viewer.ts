/** Who is asking: a verified Firebase user, or nobody. */
export interface Viewer {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  role: 'customer' | 'admin';
}
