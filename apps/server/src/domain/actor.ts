/** Who acts on a request: the signed-in user, named as the product shows them. */
export interface Actor {
  userId: string;
  name: string;
}
