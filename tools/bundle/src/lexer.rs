//! A lossless tokenizer for Rust source: joining the texts of the tokens gives
//! back the input exactly.
//!
//! It knows what the bundler must not look inside: string literals (plain,
//! raw `r#"..."#`, byte and C strings), character and byte literals (told
//! apart from lifetimes), and comments (line, nested block, doc). Everything
//! else is identifiers, numbers, single-character punctuation and `::`.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Spaces, tabs and newlines.
    Space,
    /// `// ...` up to (not including) the newline; `///` and `//!` are docs.
    LineComment,
    /// `/* ... */`, nested; `/** */` and `/*! */` are docs.
    BlockComment,
    /// An identifier or keyword, including raw `r#name`.
    Ident,
    /// `'a`, `'static`.
    Lifetime,
    /// A string, character or number literal.
    Literal,
    /// `::`.
    PathSep,
    /// Any other single character.
    Punct,
}

/// One token: its kind and its exact text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub text: String,
}

impl Token {
    pub fn new(kind: Kind, text: &str) -> Token {
        Token {
            kind,
            text: text.to_string(),
        }
    }

    /// Whitespace or a comment: what sits between the tokens that matter.
    pub fn is_trivia(&self) -> bool {
        matches!(
            self.kind,
            Kind::Space | Kind::LineComment | Kind::BlockComment
        )
    }

    /// A doc comment: `///` (not `////`), `//!`, `/**` (not `/***` or `/**/`), `/*!`.
    pub fn is_doc(&self) -> bool {
        let t = self.text.as_str();
        match self.kind {
            Kind::LineComment => {
                (t.starts_with("///") && !t.starts_with("////")) || t.starts_with("//!")
            }
            Kind::BlockComment => {
                (t.starts_with("/**") && !t.starts_with("/***") && t != "/**/")
                    || t.starts_with("/*!")
            }
            _ => false,
        }
    }

    pub fn is(&self, kind: Kind, text: &str) -> bool {
        self.kind == kind && self.text == text
    }

    pub fn is_punct(&self, text: &str) -> bool {
        self.is(Kind::Punct, text)
    }

    pub fn is_ident(&self, text: &str) -> bool {
        self.is(Kind::Ident, text)
    }
}

/// Splits `src` into tokens.
///
/// Errors on an unterminated string, character literal or block comment.
pub fn tokenize(src: &str) -> Result<Vec<Token>, String> {
    let chars: Vec<char> = src.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        let c = chars[i];
        let at = |k: usize| chars.get(k).copied();
        let kind = if c.is_whitespace() {
            while at(i).is_some_and(char::is_whitespace) {
                i += 1;
            }
            Kind::Space
        } else if c == '/' && at(i + 1) == Some('/') {
            while at(i).is_some_and(|c| c != '\n') {
                i += 1;
            }
            Kind::LineComment
        } else if c == '/' && at(i + 1) == Some('*') {
            let mut depth = 0;
            loop {
                match (at(i), at(i + 1)) {
                    (Some('/'), Some('*')) => {
                        depth += 1;
                        i += 2;
                    }
                    (Some('*'), Some('/')) => {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    }
                    (Some(_), _) => i += 1,
                    (None, _) => return Err(unterminated("block comment", &chars, start)),
                }
            }
            Kind::BlockComment
        } else if let Some(end) = prefixed_literal(&chars, i)? {
            i = end;
            Kind::Literal
        } else if c == '"' {
            i = quoted_end(&chars, i + 1, '"')
                .ok_or_else(|| unterminated("string", &chars, start))?;
            Kind::Literal
        } else if c == '\'' {
            // A character literal is 'x' or '\...'; otherwise a lifetime 'name.
            if at(i + 1) == Some('\\') || (at(i + 2) == Some('\'') && at(i + 1).is_some()) {
                i = quoted_end(&chars, i + 1, '\'')
                    .ok_or_else(|| unterminated("character literal", &chars, start))?;
                Kind::Literal
            } else {
                i += 1;
                while at(i).is_some_and(is_ident_char) {
                    i += 1;
                }
                Kind::Lifetime
            }
        } else if c == 'r' && at(i + 1) == Some('#') && at(i + 2).is_some_and(is_ident_start) {
            i += 2;
            while at(i).is_some_and(is_ident_char) {
                i += 1;
            }
            Kind::Ident
        } else if is_ident_start(c) {
            while at(i).is_some_and(is_ident_char) {
                i += 1;
            }
            Kind::Ident
        } else if c.is_ascii_digit() {
            // Digits, suffixes, `1.5`, `1e-5`; but `1..n` is a number and a range.
            loop {
                match at(i) {
                    Some(d) if is_ident_char(d) => {
                        let exponent = (d == 'e' || d == 'E')
                            && chars[start..i]
                                .iter()
                                .all(|&x| x.is_ascii_digit() || x == '_' || x == '.')
                            && matches!(at(i + 1), Some('+') | Some('-'));
                        i += if exponent { 2 } else { 1 };
                    }
                    Some('.') if at(i + 1).is_some_and(|d| d.is_ascii_digit()) => i += 1,
                    _ => break,
                }
            }
            Kind::Literal
        } else if c == ':' && at(i + 1) == Some(':') {
            i += 2;
            Kind::PathSep
        } else {
            i += 1;
            Kind::Punct
        };
        tokens.push(Token {
            kind,
            text: chars[start..i].iter().collect(),
        });
    }
    Ok(tokens)
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_ident_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

fn unterminated(what: &str, chars: &[char], start: usize) -> String {
    let line = chars[..start].iter().filter(|&&c| c == '\n').count() + 1;
    format!("unterminated {} starting on line {}", what, line)
}

/// The index just past the closing `quote` of a literal whose body starts at
/// `i`, honouring backslash escapes.
fn quoted_end(chars: &[char], mut i: usize, quote: char) -> Option<usize> {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            c if c == quote => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// A literal with a letter prefix starting at `i`: `b'x'`, `b"..."`, `c"..."`,
/// and raw `r"..."`, `r#"..."#`, `br#"..."#`, `cr"..."`. Returns its end.
fn prefixed_literal(chars: &[char], i: usize) -> Result<Option<usize>, String> {
    let at = |k: usize| chars.get(k).copied();
    let mut j = i;
    if matches!(at(j), Some('b') | Some('c')) {
        j += 1;
    }
    let raw = at(j) == Some('r');
    if raw {
        j += 1;
    }
    if j == i {
        return Ok(None);
    }
    if !raw {
        return Ok(match at(j) {
            Some('"') => Some(
                quoted_end(chars, j + 1, '"').ok_or_else(|| unterminated("string", chars, i))?,
            ),
            Some('\'') if at(i) == Some('b') => Some(
                quoted_end(chars, j + 1, '\'')
                    .ok_or_else(|| unterminated("byte literal", chars, i))?,
            ),
            _ => None,
        });
    }
    let mut hashes = 0;
    while at(j + hashes) == Some('#') {
        hashes += 1;
    }
    if at(j + hashes) != Some('"') {
        return Ok(None); // an identifier such as `r`, `br`, or a raw identifier
    }
    let mut k = j + hashes + 1;
    while k < chars.len() {
        if chars[k] == '"' && (1..=hashes).all(|h| at(k + h) == Some('#')) {
            return Ok(Some(k + 1 + hashes));
        }
        k += 1;
    }
    Err(unterminated("raw string", chars, i))
}

/// Joins the tokens' texts.
pub fn render(tokens: &[Token]) -> String {
    tokens.iter().map(|t| t.text.as_str()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Kind, String)> {
        tokenize(src)
            .unwrap()
            .into_iter()
            .filter(|t| t.kind != Kind::Space)
            .map(|t| (t.kind, t.text))
            .collect()
    }

    #[test]
    fn round_trips_exactly() {
        let src = "fn main() {\n    let s = \"a // b { \\\" }\";\n    let r = r#\"x \"# y\"#; // c\n    /* a /* nested */ b */\n    let c = '\"'; let l: &'static str = \"\";\n    let b = b'\\''; let n = 1..2; let f = 1.5e-3f64;\n}\n";
        assert_eq!(render(&tokenize(src).unwrap()), src);
    }

    #[test]
    fn strings_hide_comments_and_braces() {
        let t = kinds(r#"a("// not { a comment", '{', "\\", x)"#);
        assert_eq!(t[2], (Kind::Literal, "\"// not { a comment\"".to_string()));
        assert_eq!(t[4], (Kind::Literal, "'{'".to_string()));
        assert_eq!(t[6], (Kind::Literal, "\"\\\\\"".to_string()));
        assert_eq!(t[8], (Kind::Ident, "x".to_string()));
    }

    #[test]
    fn raw_strings_with_hashes() {
        let t = kinds("r##\"a \"# } b\"## br\"c\" cr#\"d\"# r#type r b");
        assert_eq!(
            t,
            vec![
                (Kind::Literal, "r##\"a \"# } b\"##".to_string()),
                (Kind::Literal, "br\"c\"".to_string()),
                (Kind::Literal, "cr#\"d\"#".to_string()),
                (Kind::Ident, "r#type".to_string()),
                (Kind::Ident, "r".to_string()),
                (Kind::Ident, "b".to_string()),
            ]
        );
    }

    #[test]
    fn chars_versus_lifetimes() {
        let t = kinds("<'a> 'b' '\\n' 'static 'é' b'x'");
        assert_eq!(t[1], (Kind::Lifetime, "'a".to_string()));
        assert_eq!(t[3], (Kind::Literal, "'b'".to_string()));
        assert_eq!(t[4], (Kind::Literal, "'\\n'".to_string()));
        assert_eq!(t[5], (Kind::Lifetime, "'static".to_string()));
        assert_eq!(t[6], (Kind::Literal, "'é'".to_string()));
        assert_eq!(t[7], (Kind::Literal, "b'x'".to_string()));
    }

    #[test]
    fn numbers_and_ranges() {
        let t = kinds("0..n 1.5 0x1e-1 2e-3 1_000u64 5usize-1");
        let texts: Vec<&str> = t.iter().map(|(_, s)| s.as_str()).collect();
        assert_eq!(
            texts,
            vec![
                "0", ".", ".", "n", "1.5", "0x1e", "-", "1", "2e-3", "1_000u64", "5usize", "-", "1"
            ]
        );
    }

    #[test]
    fn doc_comments_are_recognised() {
        let docs: Vec<bool> =
            tokenize("/// a\n//! b\n//// c\n// d\n/** e */ /*! f */ /*** g */ /**/")
                .unwrap()
                .iter()
                .filter(|t| t.is_trivia() && t.kind != Kind::Space)
                .map(Token::is_doc)
                .collect();
        assert_eq!(
            docs,
            vec![true, true, false, false, true, true, false, false]
        );
    }

    #[test]
    fn unterminated_is_an_error() {
        assert!(tokenize("\"abc").is_err());
        assert!(tokenize("/* /* */").is_err());
        assert!(tokenize("r#\"abc\"").is_err());
    }
}
