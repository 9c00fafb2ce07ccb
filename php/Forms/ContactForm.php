<?php
/**
 * A contact form as the server and the routes see it.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Forms;

use WP_Post;

/**
 * Fields from the post's blocks, settings from its meta, merged with defaults.
 */
final class ContactForm {

	/**
	 * Builds the form.
	 *
	 * @param WP_Post             $post     Form post.
	 * @param FormField[]         $fields   Fields in document order.
	 * @param array<string,mixed> $settings Mail settings and messages.
	 */
	private function __construct(
		public readonly WP_Post $post,
		public readonly array $fields,
		public readonly array $settings
	) {}

	/**
	 * The published form with this id, or null.
	 *
	 * @param int $id Post id.
	 */
	public static function find( int $id ): ?self {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || FormPostType::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$fields   = self::fields_in( $post->post_content );
		$raw      = json_decode( (string) get_post_meta( $post->ID, FormPostType::META, true ), true );
		$settings = is_array( $raw ) ? $raw : array();
		return new self( $post, $fields, $settings );
	}

	/**
	 * The fields of a form's content, in document order.
	 *
	 * @param string $content Block markup.
	 * @return FormField[]
	 */
	public static function fields_in( string $content ): array {
		$fields = array();
		self::collect( array_values( parse_blocks( $content ) ), $fields, false );
		return $fields;
	}

	/**
	 * Walks the block tree; fields inside a novalidate area are marked so the client skips them.
	 *
	 * @param array<int,array<string,mixed>> $blocks     Parsed blocks.
	 * @param FormField[]                    $fields     Collected fields.
	 * @param bool                           $novalidate Inside a novalidate area.
	 */
	private static function collect( array $blocks, array &$fields, bool $novalidate ): void {
		foreach ( $blocks as $block ) {
			$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			if ( 'stagecraft/form-field' === ( $block['blockName'] ?? '' ) ) {
				$fields[] = new FormField( $attrs + array( 'novalidate' => $novalidate ) );
			}
			$inner = is_array( $block['innerBlocks'] ?? null ) ? array_values( $block['innerBlocks'] ) : array();
			$area  = 'stagecraft/form-area' === ( $block['blockName'] ?? '' ) && ! empty( $attrs['novalidate'] );
			self::collect( $inner, $fields, $novalidate || $area );
		}
	}

	/**
	 * Post id.
	 */
	public function id(): int {
		return $this->post->ID;
	}

	/**
	 * Whether the form asks for a proof of work (its settings' `altcha` flag).
	 */
	public function proof_of_work(): bool {
		return MailSettings::flag( $this->settings['altcha'] ?? false );
	}

	/**
	 * A message by key: the form's own text, else the default.
	 *
	 * @param string $key Message key.
	 */
	public function message( string $key ): string {
		return $this->messages()[ $key ] ?? '';
	}

	/**
	 * Every message, the form's overrides applied.
	 *
	 * @return array<string,string>
	 */
	public function messages(): array {
		$own = is_array( $this->settings['messages'] ?? null ) ? $this->settings['messages'] : array();
		$out = Messages::defaults();
		foreach ( $own as $key => $text ) {
			if ( is_string( $key ) && is_string( $text ) && '' !== trim( $text ) ) {
				$out[ $key ] = $text;
			}
		}
		return $out;
	}

	/**
	 * The message for a submission status.
	 *
	 * @param string $status Status.
	 */
	public function status_message( string $status ): string {
		return $this->message( Messages::FOR_STATUS[ $status ] ?? 'mail_sent_ng' );
	}

	/**
	 * The validation schema: every field's rules in document order.
	 *
	 * @return list<array<string,mixed>>
	 */
	public function rules(): array {
		$messages = $this->messages();
		$rules    = array();
		foreach ( $this->fields as $field ) {
			array_push( $rules, ...$field->rules( $messages ) );
		}
		return $rules;
	}

	/**
	 * Fields of one type.
	 *
	 * @param string $type Field type.
	 * @return list<FormField>
	 */
	public function fields_of( string $type ): array {
		return array_values( array_filter( $this->fields, static fn( FormField $f ) => $f->type() === $type ) );
	}

	/**
	 * Mail settings: 'mail' or 'mail_2'.
	 *
	 * @param string $key Which mail.
	 * @return array<string,string>
	 */
	public function mail( string $key ): array {
		$mail = is_array( $this->settings[ $key ] ?? null ) ? $this->settings[ $key ] : array();
		$out  = array();
		foreach ( MailSettings::parts() as $part ) {
			$value        = $mail[ $part ] ?? null;
			$out[ $part ] = is_bool( $value ) ? ( $value ? '1' : '' ) : ( is_scalar( $value ) ? (string) $value : '' );
		}
		if ( 'mail' === $key ) {
			$out['active'] = '1';
			$out['to']     = '' !== $out['to'] ? $out['to'] : (string) get_option( 'admin_email' );
		}
		return $out;
	}
}
