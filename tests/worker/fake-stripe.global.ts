// vitest globalSetup for the "stripe" Worker-test project: start the fake Stripe API on
// loopback, hand its URL to the pool (STRIPE_API_BASE binding) and stop it afterwards.
import type { TestProject } from "vitest/node";
import { createFakeStripe } from "./fake-stripe";

declare module "vitest" {
  export interface ProvidedContext {
    fakeStripe: string;
  }
}

export default async function setup(project: TestProject) {
  const fake = createFakeStripe();
  project.provide("fakeStripe", await fake.listen());
  return () => fake.close();
}
