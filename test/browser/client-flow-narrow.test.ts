/**
 * The full client flow on a hosted page in a phone-sized window (390×844: plain list), in
 * English, Spanish and Korean. Screenshots land in docs/screenshots/*-narrow-*.png.
 */
import { defineClientFlowTests } from "./helpers/client-flow-suite.js";

defineClientFlowTests("narrow");
