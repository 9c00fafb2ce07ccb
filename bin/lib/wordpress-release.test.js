/**
 * The WordPress release is chosen from what the archive serves today: a revision that Debian
 * replaced with a security update must never stop setup.
 */
const {
	parseStanzas,
	chooseVersion,
	dependencyNames,
	main,
} = require( './wordpress-release' );

const SHOWN = `Package: wordpress
Version: 6.8.12+dfsg1-0+deb13u1
Architecture: all
Depends: apache2 | httpd, libapache2-mod-php | php, ca-certificates, php-gd, php-mysql | php-mysqlnd, libjs-cropper (>= 1.2.2), libjs-lodash, libjs-underscore, php-getid3
Description: weblog manager
 A second line of the description.

Package: wordpress
Version: 6.8.1+dfsg1-1
Architecture: all
Depends: libjs-cropper, php-getid3

Package: wordpress
Version: 7.1.4+dfsg1-1
Architecture: all
Depends: libjs-jquery-ui (<< 1.14.2+dfsg.0~), libjs-jquery-ui (>= 1.14.2+dfsg), libphp-phpmailer (>= 7.1.1), php-getid3 (>= 1.9.27+dfsg)
`;

describe( 'wordpress release', () => {
	it( 'reads every stanza, continuation lines included', () => {
		const stanzas = parseStanzas( SHOWN );
		expect( stanzas.map( ( s ) => s.Version ) ).toEqual( [
			'6.8.12+dfsg1-0+deb13u1',
			'6.8.1+dfsg1-1',
			'7.1.4+dfsg1-1',
		] );
		expect( stanzas[ 0 ].Description ).toContain( 'A second line' );
	} );

	it( 'takes the candidate when the pinned revision is no longer served', () => {
		const available = [ '6.8.12+dfsg1-0+deb13u1', '6.8.1+dfsg1-1' ];
		const choice = chooseVersion(
			available,
			'6.8.12+dfsg1-0+deb13u1',
			'6.8.7+dfsg1-0+deb13u1'
		);
		expect( choice.version ).toBe( '6.8.12+dfsg1-0+deb13u1' );
		expect( choice.note ).toContain( 'no longer served' );
	} );

	it( 'keeps a pinned revision while it is served, and the candidate without a pin', () => {
		const available = [ '6.8.12+dfsg1-0+deb13u1', '6.8.1+dfsg1-1' ];
		expect(
			chooseVersion( available, available[ 0 ], '6.8.1+dfsg1-1' ).version
		).toBe( '6.8.1+dfsg1-1' );
		expect( chooseVersion( available, available[ 0 ] ).version ).toBe(
			available[ 0 ]
		);
	} );

	it( 'fails clearly when nothing is served', () => {
		expect( () => chooseVersion( [], '' ) ).toThrow(
			/no wordpress package/
		);
		expect( () => chooseVersion( [ '1' ], '(none)' ) ).toThrow(
			/no wordpress package/
		);
	} );

	it( 'derives the libraries from Depends: first alternative, no constraints, once each', () => {
		expect(
			main( [ 'depends', '7.1.4+dfsg1-1' ], SHOWN ).split( '\n' )
		).toEqual( [ 'libjs-jquery-ui', 'libphp-phpmailer', 'php-getid3' ] );
		expect(
			dependencyNames(
				'apache2 | httpd, libapache2-mod-php | php, libjs-lodash (>= 4.18)'
			)
		).toEqual( [ 'apache2', 'libapache2-mod-php', 'libjs-lodash' ] );
		expect( () =>
			main( [ 'depends', '6.8.7+dfsg1-0+deb13u1' ], SHOWN )
		).toThrow( /not served/ );
	} );
} );
