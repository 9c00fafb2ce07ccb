import { requestId } from './request-id';

/** Which module a call is for. */
export interface ModuleRef {
	/** Database id, or 0 / '' when unknown. */
	id: number | string;
	alias: string;
}

/** The id sent and whether the server must read it as an alias. */
export interface Target {
	id: string;
	alias: string;
	forceAlias: boolean;
}

/**
 * Resolves what to ask for: the numeric id when known, else the alias with
 * alias=true / forcealias (spec section 7).
 *
 * @param ref The module.
 */
export function targetOf( ref: ModuleRef ): Target {
	const id = ref.id ? requestId( ref.id ) : '';
	const alias = requestId( ref.alias );
	return /^\d+$/.test( id ) && Number( id ) > 0
		? { id, alias, forceAlias: false }
		: { id: id || alias, alias: alias || id, forceAlias: true };
}
