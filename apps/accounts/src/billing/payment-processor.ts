/**
 * The boundary to the card processor and the carriers' billing. The sandbox implementation
 * (sandbox-processor.ts) behaves like a real processor; a production one plugs in here.
 */
export interface PaymentProcessor {
  readonly name: string;
}
