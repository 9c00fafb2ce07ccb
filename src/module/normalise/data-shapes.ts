import shapes from './shapes/data.generated.json';
import { shapeReader } from './shape';

/** Reads module data (reply, layer, settings, font) as the zod schemas would, without zod. */
export const readData = shapeReader( shapes );
