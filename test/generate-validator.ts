// Unit tests import the generated wrapper validator: generate it from the current schema first.
import { generateValidator } from '../scripts/generate-validator.mjs';

export default function setup(): void {
  generateValidator();
}
