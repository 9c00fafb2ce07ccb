import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's violations inside a part of the page, each as "rule: targets", so a failing test names
 * what broke and where.
 *
 * @param page    The page.
 * @param include The part checked (a selector).
 */
export async function axeViolations(
	page: Page,
	include: string
): Promise< string[] > {
	const axe = await new AxeBuilder( { page } ).include( include ).analyze();
	return axe.violations.map(
		( v ) =>
			`${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }`
	);
}
