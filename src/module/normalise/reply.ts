import type { Id } from '../../schema/base';

/** Like zod's safeParse: the data, or why there is none. */
export type NormaliseResult< T > =
	{ success: true; data: T } | { success: false; error: string };

interface Identity {
	id?: Id;
	alias?: string;
	title?: string;
}

interface ReplyLike< S > {
	success: boolean | number;
	id: number;
	alias: string;
	title?: string;
	settings?: S;
	slider_params?: S;
}

/** A reply with one settings object, whatever the server called it. */
export type WithSettings< R, S > = Omit< R, 'settings' | 'slider_params' > & {
	settings: S;
};

/**
 * Settings under one name (older servers send slider_params), carrying the
 * module's identity.
 *
 * @param reply The parsed reply.
 * @param empty Settings with every default, for a reply without any.
 */
export function withSettings< S extends Identity, R extends ReplyLike< S > >(
	reply: R,
	empty: S
): WithSettings< R, S > {
	const { settings, slider_params: legacy, ...rest } = reply;
	const chosen = settings ?? legacy ?? empty;
	return {
		...rest,
		settings: {
			...chosen,
			id: chosen.id ?? ( reply.id || undefined ),
			alias: chosen.alias || reply.alias,
			title: chosen.title ?? reply.title,
		},
	};
}

/**
 * Why a parse failed, briefly.
 *
 * @param issues The zod issues.
 */
export const describeIssues = (
	issues: ReadonlyArray< { path: PropertyKey[]; message: string } >
): string =>
	issues
		.slice( 0, 3 )
		.map(
			( issue ) =>
				`${ issue.path.map( String ).join( '.' ) }: ${ issue.message }`
		)
		.join( '; ' );
