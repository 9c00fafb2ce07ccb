// What the server tells the editor (php/Admin/EditorSettings.php), read once.
import * as z from 'zod/mini';

const settingsSchema = z.object( {
	id: z._default( z.int(), 0 ),
	canPublish: z._default( z.boolean(), false ),
	canUnfiltered: z._default( z.boolean(), false ),
	listUrl: z._default( z.string(), '' ),
	editorUrl: z._default( z.string(), '' ),
	// The module's stylesheet, then its features' (carousel, navigation).
	moduleStyles: z._default( z.array( z.string() ), [] ),
	// The demo modules, as start points (php/Admin/ModuleTemplates.php).
	templates: z._default(
		z.array(
			z.object( {
				name: z.string(),
				title: z.string(),
				type: z.string(),
				module: z.unknown(),
			} )
		),
		[]
	),
} );

export type EditorSettings = z.infer< typeof settingsSchema >;
export type ModuleTemplate = EditorSettings[ 'templates' ][ number ];

declare global {
	interface Window {
		stagecraftEditor?: unknown;
	}
}

/** The settings the screen printed, with safe defaults when they are missing. */
export function readSettings(): EditorSettings {
	const parsed = z.safeParse( settingsSchema, window.stagecraftEditor ?? {} );
	return parsed.success ? parsed.data : z.parse( settingsSchema, {} );
}
