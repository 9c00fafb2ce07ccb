import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSettings, validateMailSettings } from './mail-settings';
import type { FormSettings } from './mail-settings';

type Case = {
	name: string;
	settings: FormSettings;
	fields: string[];
	files: string[];
	errors: Record< string, string >;
};

// Shared with PHPUnit, which runs the same cases against php/Forms/MailSettings.php.
const { cases } = JSON.parse(
	readFileSync(
		join( __dirname, '../../tests/fixtures/mail-settings.json' ),
		'utf8'
	)
) as { cases: Case[] };

describe( 'mail settings checks (twin of MailSettings.php)', () => {
	it( 'has cases for every check', () => {
		expect( cases.length ).toBeGreaterThanOrEqual( 30 );
	} );

	it.each( cases.map( ( c ) => [ c.name, c ] as const ) )(
		'%s',
		( _name, c ) => {
			expect(
				validateMailSettings( c.settings, c.fields, c.files )
			).toEqual( c.errors );
		}
	);

	it( 'reads the stored JSON, null when it is not an object', () => {
		expect( parseSettings( '' ) ).toEqual( {} );
		expect( parseSettings( '{"mail":{"to":"a@b.cd"}}' ) ).toEqual( {
			mail: { to: 'a@b.cd' },
		} );
		expect( parseSettings( '{broken' ) ).toBeNull();
		expect( parseSettings( '[1]' ) ).toBeNull();
	} );
} );
