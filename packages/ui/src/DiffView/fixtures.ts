/** A unified diff as the monitor stores it (jsdiff's createPatch), used by tests and stories. */
export const pricingDiff = `Index: https://example.com/pricing
===================================================================
--- https://example.com/pricing
+++ https://example.com/pricing
@@ -1,5 +1,5 @@
 Pricing
-Starter: $19 per month
+Starter: $24 per month
 Team: $49 per month
+Enterprise: contact sales
 All plans include a 14-day free trial.
-- Cancel anytime
@@ -20,2 +20,2 @@ Frequently asked questions
-Do you offer discounts? Yes, 20% off annual plans.
+Do you offer discounts? Yes, 25% off annual plans for teams of five or more seats, billed once a year in advance with no hidden fees.
 Contact us at sales@example.com
\\ No newline at end of file
`;
