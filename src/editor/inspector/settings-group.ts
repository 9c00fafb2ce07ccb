import type { StoredModule } from '../../schema/module';

type Settings = StoredModule[ 'settings' ];

/** The settings groups that hold fields (fonts is a list). */
export type SettingsGroup = {
	[ K in keyof Settings ]-?: Settings[ K ] extends readonly unknown[]
		? never
		: Settings[ K ] extends object
			? K
			: never;
}[ keyof Settings ];

/**
 * The module with one settings group changed: the fields in `change` replace the group's,
 * the group's other fields and the other groups stay. What the module panels pass to
 * `editModule`.
 * @param module The module.
 * @param group  The settings group, e.g. `carousel`.
 * @param change The group's changed fields.
 */
export const withSettings = < K extends SettingsGroup >(
	module: StoredModule,
	group: K,
	change: Partial< Settings[ K ] >
): StoredModule => ( {
	...module,
	settings: {
		...module.settings,
		[ group ]: {
			...( module.settings[ group ] as Settings[ K ] & object ),
			...change,
		},
	},
} );
