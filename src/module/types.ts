/** Module load states of spec section 4, in order. */
export const MODULE_STATES = [
	'registered',
	'observed',
	'initialised',
	'loaded',
	'prepared',
	'run',
] as const;

export type ModuleState = ( typeof MODULE_STATES )[ number ];

export interface ModuleHandle {
	readonly alias: string;
	/** Database id: from the markup first, then from the loaded data. */
	readonly id: number;
	readonly state: ModuleState;
	/** Whether the server migrated the module from a legacy format (known once prepared). */
	readonly migrated: boolean;
	readonly element: HTMLElement;
	destroy: () => void;
}
