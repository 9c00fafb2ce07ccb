<?php
/**
 * Generated from src/schema by npm run generate:schema; do not edit.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Schema;

/**
 * The rules PHP shares with TypeScript, written once in src/schema (constants.ts, site.ts, forms.ts, url.ts).
 */
final class SharedRules {

	/**
	 * Version of the stored module shape.
	 */
	public const SCHEMA_VERSION = 2;

	/**
	 * Device levels, largest first: responsive values have one entry each.
	 */
	public const DEVICE_LEVELS = array( 'largedesktop', 'desktop', 'notebook', 'tablet', 'mobile' );

	/**
	 * Breakpoints in px, one per device level.
	 */
	public const BREAKPOINTS = array( 1600, 1240, 1024, 778, 480 );

	/**
	 * Default module grid width per device level (px).
	 */
	public const DEFAULT_WIDTHS = array( 1600, 1240, 1024, 778, 480 );

	/**
	 * Default module grid height per device level (px), at the default ratio.
	 */
	public const DEFAULT_HEIGHTS = array( 900, 698, 576, 438, 270 );

	/**
	 * Module types.
	 */
	public const MODULE_TYPES = array( 'slider', 'hero', 'carousel', 'modal' );

	/**
	 * Layer types.
	 */
	public const LAYER_TYPES = array( 'text', 'button', 'image', 'video', 'audio', 'shape', 'svg', 'container', 'group', 'row', 'column', 'zone', 'linebreak' );

	/**
	 * Tags a layer may be drawn with.
	 */
	public const LAYER_TAGS = array( 'div', 'a', 'p', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'label', 'img', 'video', 'audio', 'iframe' );

	/**
	 * What any other layer tag becomes.
	 */
	public const GENERIC_LAYER_TAG = 'div';

	/**
	 * Tags a text layer is drawn with.
	 */
	public const TEXT_LAYER_TAGS = array( 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span' );

	/**
	 * Layer types whose text keeps inline markup; every other text is plain.
	 */
	public const RICH_TEXT_LAYER_TYPES = array( 'text', 'button' );

	/**
	 * Inline tags a rich text keeps, each with the attributes it keeps.
	 */
	public const RICH_TEXT_ALLOWED = array(
		'strong' => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'b'      => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'em'     => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'i'      => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'u'      => array( 'class', 'id', 'title', 'lang', 'dir' ),
		's'      => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'small'  => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'sub'    => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'sup'    => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'mark'   => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'code'   => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'abbr'   => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'span'   => array( 'class', 'id', 'title', 'lang', 'dir' ),
		'br'     => array(),
		'a'      => array( 'class', 'id', 'title', 'lang', 'dir', 'href', 'target', 'rel' ),
	);

	/**
	 * Slide params a slide may have.
	 */
	public const MAX_SLIDE_PARAMS = 10;

	/**
	 * Default length limit of slide params and thumbnail texts (characters).
	 */
	public const DEFAULT_TEXT_LIMIT = 500;

	/**
	 * File extensions recognised as images.
	 */
	public const IMAGE_EXTENSIONS = array( 'jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp' );

	/**
	 * Stream sources (settings.source.type).
	 */
	public const STREAM_SOURCES = array( 'post', 'woo', 'instagram', 'facebook', 'flickr', 'twitter', 'vimeo', 'youtube', 'gallery' );

	/**
	 * When the fallback image replaces the module: never, on mobile, in old browsers, both.
	 */
	public const FALLBACK_TYPES = array( 'off', 'mobile', 'old', 'both' );

	/**
	 * Navigation element kinds, in the order they stack on a shared outer side.
	 */
	public const NAV_KINDS = array( 'arrows', 'bullets', 'thumbs', 'tabs', 'scrubber' );

	/**
	 * Default item size (px) of each navigation kind.
	 */
	public const NAV_DEFAULT_SIZE = array(
		'arrows'   => array(
			'w' => 44,
			'h' => 44,
		),
		'bullets'  => array(
			'w' => 24,
			'h' => 24,
		),
		'thumbs'   => array(
			'w' => 100,
			'h' => 56,
		),
		'tabs'     => array(
			'w' => 200,
			'h' => 60,
		),
		'scrubber' => array(
			'w' => 40,
			'h' => 40,
		),
	);

	/**
	 * Window width (px) up to which thumbnails have their smallest scale.
	 */
	public const THUMB_SCALE_FROM = 480;

	/**
	 * Window width (px) from which thumbnails have their full size.
	 */
	public const THUMB_SCALE_TO = 980;

	/**
	 * Smallest thumbnail scale.
	 */
	public const THUMB_MIN_SCALE = 0.5;

	/**
	 * Screen class mobile up to this width (px).
	 */
	public const SCREEN_MOBILE_MAX = 767;

	/**
	 * Screen class tablet up to this width (px); desktop above.
	 */
	public const SCREEN_TABLET_MAX = 959;

	/**
	 * Screen class wide-screen from this width (px).
	 */
	public const SCREEN_WIDE_MIN = 1441;

	/**
	 * Smallest mobile-menu threshold a header may set (px).
	 */
	public const MENU_BREAKPOINT_MIN = 320;

	/**
	 * Smallest sticky header logo height (px).
	 */
	public const STICKY_LOGO_MIN = 35;

	/**
	 * Largest sticky header logo height (px).
	 */
	public const STICKY_LOGO_MAX = 110;

	/**
	 * Modal underlay colour when the module sets none.
	 */
	public const MODAL_BG = 'rgba(0,0,0,0.5)';

	/**
	 * Modal speed in ms when the module sets none.
	 */
	public const MODAL_SPEED = 1000;

	/**
	 * Horizontal modal alignments.
	 */
	public const MODAL_H = array( 'left', 'center', 'right' );

	/**
	 * Default horizontal modal alignment.
	 */
	public const MODAL_H_DEFAULT = 'center';

	/**
	 * Vertical modal alignments.
	 */
	public const MODAL_V = array( 'top', 'middle', 'bottom' );

	/**
	 * Default vertical modal alignment.
	 */
	public const MODAL_V_DEFAULT = 'middle';

	/**
	 * The mails of a form.
	 */
	public const MAILS = array( 'mail', 'mail_2' );

	/**
	 * Text settings of one mail.
	 */
	public const MAIL_TEXT_PARTS = array( 'to', 'from', 'subject', 'reply_to', 'additional_headers', 'body', 'attachments' );

	/**
	 * On/off settings of one mail.
	 */
	public const MAIL_FLAG_PARTS = array( 'active', 'use_html' );

	/**
	 * Tags every mail may use besides the form fields.
	 */
	public const MAIL_SPECIAL_TAGS = array( '_site_title', '_site_url', '_date', '_time' );

	/**
	 * Stored values (besides true) that mean on.
	 */
	public const MAIL_FLAG_ON = array( '1', 'true', 'on' );

	/**
	 * A [field] tag, without delimiters; group 1 is the field name.
	 */
	public const MAIL_TAG_PATTERN = '\\[([A-Za-z0-9_-]+)\\]';

	/**
	 * A mailbox written Name <address>, without delimiters; group 1 is the address.
	 */
	public const MAIL_NAMED_BOX_PATTERN = '^[^<>]*<([^<>]+)>$';

	/**
	 * One additional header line, without delimiters.
	 */
	public const MAIL_HEADER_PATTERN = '^[A-Za-z0-9-]+:\\s*\\S';

	/**
	 * What stands in for a tag when a mailbox is checked.
	 */
	public const MAIL_TAG_SAMPLE = 'tag@example.org';

	/**
	 * WordPress's default wp_allowed_protocols(), which the runtime's URL policy allows.
	 */
	public const URL_PROTOCOLS = array( 'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn' );

	/**
	 * Keys whose string values are URLs, wherever they sit in module data.
	 */
	public const URL_KEYS = array( 'link', 'src', 'url', 'fallbackURL', 'poster' );
}
