import { parseSettings, validateMailSettings } from './mail-settings';

const FIELDS = [ 'your-name', 'your-email', 'cv' ];

describe( 'mail settings checks (twin of MailSettings.php)', () => {
	it( 'accepts good settings and an inactive second mail', () => {
		expect(
			validateMailSettings(
				{
					mail: {
						to: 'owner@example.org, Sales <sales@example.org>',
						from: '[your-name] <wordpress@example.org>',
						subject: '[_site_title]: from [your-name]',
						reply_to: '[your-email]',
						additional_headers:
							'Cc: boss@example.org\nX-Form: contact',
						body: 'Hello [your-name]',
						attachments: '[cv]',
						use_html: true,
					},
					mail_2: { active: false, to: 'not an address' },
				},
				FIELDS,
				[ 'cv' ]
			)
		).toEqual( {} );
	} );

	it( 'gives each mistake the message the server gives', () => {
		const errors = validateMailSettings(
			{
				mail: {
					to: 'owner@example, [nobody]',
					from: 'a@example.org, b@example.org',
					subject: 'two\nlines',
					reply_to: 'reply',
					additional_headers: 'no colon here',
					body: 'Hi [your-nam]',
					attachments: '[your-name]',
				},
				mail_2: { active: '1', to: '' },
			},
			FIELDS,
			[ 'cv' ]
		);
		expect( errors ).toEqual( {
			'mail.to': '[nobody] is not a field of this form.',
			'mail.from': 'Enter one address only.',
			'mail.subject': 'The subject must be one line.',
			'mail.reply_to':
				'"reply" is not an email address, "Name <address>" or a [field] tag.',
			'mail.additional_headers':
				'"no colon here" is not a header: write one "Name: value" a line.',
			'mail.body': '[your-nam] is not a field of this form.',
			'mail.attachments': '[your-name] is not a file field of this form.',
			'mail_2.to': 'Enter at least one address.',
		} );
		expect(
			validateMailSettings(
				{ mail: { to: 'owner@example' } },
				FIELDS,
				[]
			)[ 'mail.to' ]
		).toBe(
			'"owner@example" is not an email address, "Name <address>" or a [field] tag.'
		);
	} );

	it( 'reads the stored JSON, null when it is not an object', () => {
		expect( parseSettings( '' ) ).toEqual( {} );
		expect( parseSettings( '{"mail":{"to":"a@b.cd"}}' ) ).toEqual( {
			mail: { to: 'a@b.cd' },
		} );
		expect( parseSettings( '{broken' ) ).toBeNull();
		expect( parseSettings( '[1]' ) ).toBeNull();
	} );
} );
