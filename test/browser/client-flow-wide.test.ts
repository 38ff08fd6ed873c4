/**
 * The full client flow on a hosted page in a wide window (1280×800: map and floating list), in
 * English, Spanish and Korean. Screenshots land in docs/screenshots/*-wide-*.png.
 */
import { defineClientFlowTests } from "./helpers/client-flow-suite.js";

defineClientFlowTests("wide");
