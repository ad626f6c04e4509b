//! Integer expressions for `--check 'EXPR'`: a conjectured formula, read once
//! and evaluated at every cell `(x, y)` of a table or index `n` of a sequence.
//!
//! Values are `i64`. Arithmetic is checked: an overflow, a division or
//! remainder by zero, or a shift by a negative amount or by 64 or more is an
//! [`EvalError`], never a wrapped value or a panic. `/` and `%` truncate toward
//! zero as in C and Rust (`-7 / 2 == -3`, `-7 % 2 == -1`); `>>` is arithmetic
//! (`-7 >> 1 == -4`).
//!
//! No expression crate is used: the ones on crates.io read `^` as a power, and
//! here it is XOR, as in every Grundy formula (`x ^ y` is the rook).
//!
//! Precedence, from the loosest to the tightest binding (C's order):
//!
//! | operators | |
//! |---|---|
//! | `c ? a : b` | right to left |
//! | `\|\|` | logical or, 0 or 1 |
//! | `&&` | logical and, 0 or 1 |
//! | `\|` | bitwise or |
//! | `^` | bitwise XOR |
//! | `&` | bitwise and |
//! | `==` `!=` | 0 or 1 |
//! | `<` `<=` `>` `>=` | 0 or 1 |
//! | `<<` `>>` | |
//! | `+` `-` | |
//! | `*` `/` `%` | |
//! | `-a` `!a` `~a` | unary |
//! | numbers, variables, `min(a, b, ...)`, `max(a, b, ...)`, `abs(a)`, `( )` | |
//!
//! Binary operators group left to right, except that two comparisons of one
//! level in a row (`a < b < c`, `a == b == c`) are refused: C reads them as
//! `(a < b) < c`, which is rarely what is meant. As in C, `x & 1 == 0` is
//! `x & (1 == 0)`: write `(x & 1) == 0`.

use std::fmt;

/// Why an expression cannot be read: a message and the 1-based column (in
/// characters) where the trouble starts.
#[derive(Debug, PartialEq, Eq)]
pub struct ParseError {
    pub column: usize,
    pub message: String,
}

/// Why an expression has no value at some point.
#[derive(Debug, PartialEq, Eq)]
pub struct EvalError {
    /// 1-based column of the operator or function that failed.
    pub column: usize,
    pub message: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    BitAnd,
    Xor,
    BitOr,
    And,
    Or,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unary {
    Neg,
    Not,
    BitNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Func {
    Min,
    Max,
    Abs,
}

#[derive(Debug)]
enum Node {
    Num(i64),
    /// Index into the variable names.
    Var(usize),
    /// The operator, its column, and its operand.
    Unary(Unary, usize, Box<Node>),
    /// The operator, its column, and its operands.
    Binary(Op, usize, Box<Node>, Box<Node>),
    Cond(Box<Node>, Box<Node>, Box<Node>),
    Call(Func, usize, Vec<Node>),
}

/// A parsed expression over named variables.
#[derive(Debug)]
pub struct Expr {
    root: Node,
    text: String,
}

/// Deeper nesting than this is refused, so that parsing and evaluating (both
/// recursive) cannot overflow the stack.
const MAX_DEPTH: usize = 64;

impl Expr {
    /// Reads `text` as an expression over the variables `vars` (such as
    /// `["x", "y"]`); a value is then given for each, in that order.
    pub fn parse(text: &str, vars: &[&str]) -> Result<Expr, ParseError> {
        let tokens = lex(text)?;
        let mut parser = Parser {
            tokens: &tokens,
            at: 0,
            vars,
            depth: 0,
            end: text.chars().count() + 1,
        };
        let root = parser.conditional()?;
        if let Some(token) = parser.peek() {
            return Err(ParseError {
                column: token.column,
                message: format!("expected an operator or the end, found {}", token.kind),
            });
        }
        Ok(Expr {
            root,
            text: text.to_string(),
        })
    }

    /// The value at `values` (one per variable, in the order given to
    /// [`Expr::parse`]).
    pub fn eval(&self, values: &[i64]) -> Result<i64, EvalError> {
        eval(&self.root, values)
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

fn eval(node: &Node, values: &[i64]) -> Result<i64, EvalError> {
    Ok(match node {
        Node::Num(v) => *v,
        Node::Var(i) => values[*i],
        Node::Unary(op, column, a) => {
            let a = eval(a, values)?;
            match op {
                Unary::Neg => a.checked_neg().ok_or_else(|| EvalError {
                    column: *column,
                    message: format!("-({}) overflows i64", a),
                })?,
                Unary::Not => i64::from(a == 0),
                Unary::BitNot => !a,
            }
        }
        Node::Binary(op, column, a, b) => {
            let a = eval(a, values)?;
            // && and || skip their right side, as in C.
            match op {
                Op::And if a == 0 => return Ok(0),
                Op::Or if a != 0 => return Ok(1),
                _ => {}
            }
            let b = eval(b, values)?;
            binary(*op, a, b).map_err(|message| EvalError {
                column: *column,
                message,
            })?
        }
        Node::Cond(c, a, b) => {
            if eval(c, values)? != 0 {
                eval(a, values)?
            } else {
                eval(b, values)?
            }
        }
        Node::Call(func, column, args) => {
            let mut result = eval(&args[0], values)?;
            for arg in &args[1..] {
                let v = eval(arg, values)?;
                result = if *func == Func::Min {
                    result.min(v)
                } else {
                    result.max(v)
                };
            }
            if *func == Func::Abs {
                result = result.checked_abs().ok_or_else(|| EvalError {
                    column: *column,
                    message: format!("abs({}) overflows i64", result),
                })?;
            }
            result
        }
    })
}

fn binary(op: Op, a: i64, b: i64) -> Result<i64, String> {
    let overflow = |sign: &str| format!("{} {} {} overflows i64", a, sign, b);
    Ok(match op {
        Op::Add => a.checked_add(b).ok_or_else(|| overflow("+"))?,
        Op::Sub => a.checked_sub(b).ok_or_else(|| overflow("-"))?,
        Op::Mul => a.checked_mul(b).ok_or_else(|| overflow("*"))?,
        Op::Div | Op::Rem if b == 0 => {
            let sign = if op == Op::Div { "/" } else { "%" };
            return Err(format!("{} {} 0 divides by zero", a, sign));
        }
        Op::Div => a.checked_div(b).ok_or_else(|| overflow("/"))?,
        Op::Rem => a.checked_rem(b).ok_or_else(|| overflow("%"))?,
        Op::Shl | Op::Shr if !(0..64).contains(&b) => {
            let sign = if op == Op::Shl { "<<" } else { ">>" };
            return Err(format!(
                "{} {} {} shifts by {}, not in 0..=63",
                a, sign, b, b
            ));
        }
        // Shift in i128, where a * 2^63 fits, and check it fits back.
        Op::Shl => i64::try_from(i128::from(a) << b).map_err(|_| overflow("<<"))?,
        Op::Shr => a >> b,
        Op::Lt => i64::from(a < b),
        Op::Le => i64::from(a <= b),
        Op::Gt => i64::from(a > b),
        Op::Ge => i64::from(a >= b),
        Op::Eq => i64::from(a == b),
        Op::Ne => i64::from(a != b),
        Op::BitAnd => a & b,
        Op::Xor => a ^ b,
        Op::BitOr => a | b,
        Op::And => i64::from(b != 0),
        Op::Or => i64::from(b != 0),
    })
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// Up to 2^63, which only `-` may precede.
    Num(i128),
    Name(String),
    /// An operator or punctuation, as written.
    Sym(&'static str),
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Num(v) => write!(f, "the number {}", v),
            Kind::Name(name) => write!(f, "`{}`", name),
            Kind::Sym(s) => write!(f, "`{}`", s),
        }
    }
}

#[derive(Debug)]
struct Token {
    kind: Kind,
    column: usize,
}

/// Operators, longest first so that `<<` is not read as `<` `<`.
const SYMBOLS: [&str; 26] = [
    "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "^", "&", "|", "<",
    ">", "!", "~", "?", ":", "(", ")", ",", "=",
];

fn lex(text: &str) -> Result<Vec<Token>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            let too_big = || ParseError {
                column,
                message: format!("the number {} does not fit in i64", digits),
            };
            let value = digits.parse::<i128>().map_err(|_| too_big())?;
            if value > 1 << 63 {
                return Err(too_big());
            }
            tokens.push(Token {
                kind: Kind::Num(value),
                column,
            });
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(Token {
                kind: Kind::Name(chars[start..i].iter().collect()),
                column,
            });
        } else {
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let symbol = SYMBOLS
                .iter()
                .find(|s| rest.starts_with(*s))
                .ok_or_else(|| ParseError {
                    column,
                    message: format!("`{}` is not part of an expression", c),
                })?;
            if *symbol == "=" {
                return Err(ParseError {
                    column,
                    message: "`=` alone is not an operator: write `==` to compare".to_string(),
                });
            }
            tokens.push(Token {
                kind: Kind::Sym(symbol),
                column,
            });
            i += symbol.len();
        }
    }
    Ok(tokens)
}

struct Parser<'a> {
    tokens: &'a [Token],
    at: usize,
    vars: &'a [&'a str],
    depth: usize,
    /// The column just past the text, for "found the end".
    end: usize,
}

/// The binary operator levels, loosest first (the conditional is above them,
/// unary operators below). A level marked `true` refuses a chain.
const LEVELS: [(&[(&str, Op)], bool); 10] = [
    (&[("||", Op::Or)], false),
    (&[("&&", Op::And)], false),
    (&[("|", Op::BitOr)], false),
    (&[("^", Op::Xor)], false),
    (&[("&", Op::BitAnd)], false),
    (&[("==", Op::Eq), ("!=", Op::Ne)], true),
    (
        &[("<", Op::Lt), ("<=", Op::Le), (">", Op::Gt), (">=", Op::Ge)],
        true,
    ),
    (&[("<<", Op::Shl), (">>", Op::Shr)], false),
    (&[("+", Op::Add), ("-", Op::Sub)], false),
    (&[("*", Op::Mul), ("/", Op::Div), ("%", Op::Rem)], false),
];

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn peek_sym(&self) -> Option<&'static str> {
        match self.peek() {
            Some(Token {
                kind: Kind::Sym(s), ..
            }) => Some(s),
            _ => None,
        }
    }

    /// An error at the next token (or the end) saying what was `expected`.
    fn expected(&self, expected: &str) -> ParseError {
        match self.peek() {
            Some(token) => ParseError {
                column: token.column,
                message: format!("expected {}, found {}", expected, token.kind),
            },
            None => ParseError {
                column: self.end,
                message: format!("expected {}, found the end", expected),
            },
        }
    }

    fn expect(&mut self, symbol: &str) -> Result<(), ParseError> {
        if self.peek_sym() == Some(symbol) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.expected(&format!("`{}`", symbol)))
        }
    }

    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let column = self.peek().map_or(self.end, |t| t.column);
            return Err(ParseError {
                column,
                message: format!("nested more than {} deep", MAX_DEPTH),
            });
        }
        Ok(())
    }

    /// `a ? b : c`, or a binary expression.
    fn conditional(&mut self) -> Result<Node, ParseError> {
        self.enter()?;
        let c = self.binary(0)?;
        let node = if self.peek_sym() == Some("?") {
            self.at += 1;
            let a = self.conditional()?;
            self.expect(":")?;
            let b = self.conditional()?;
            Node::Cond(Box::new(c), Box::new(a), Box::new(b))
        } else {
            c
        };
        self.depth -= 1;
        Ok(node)
    }

    /// Operators of `LEVELS[level]` and tighter, left to right.
    fn binary(&mut self, level: usize) -> Result<Node, ParseError> {
        if level == LEVELS.len() {
            return self.unary();
        }
        let (ops, no_chain) = LEVELS[level];
        let mut left = self.binary(level + 1)?;
        let mut chained = false;
        while let Some(op) = self
            .peek_sym()
            .and_then(|s| ops.iter().find(|(name, _)| *name == s))
        {
            let column = self.tokens[self.at].column;
            if no_chain && chained {
                return Err(ParseError {
                    column,
                    message: format!(
                        "`{}` after another comparison: write (a {} b) {} c, or join them with &&",
                        op.0, op.0, op.0
                    ),
                });
            }
            self.at += 1;
            let right = self.binary(level + 1)?;
            left = Node::Binary(op.1, column, Box::new(left), Box::new(right));
            chained = true;
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<Node, ParseError> {
        let op = match self.peek_sym() {
            Some("-") => Unary::Neg,
            Some("!") => Unary::Not,
            Some("~") => Unary::BitNot,
            _ => return self.primary(),
        };
        let column = self.tokens[self.at].column;
        self.at += 1;
        // -9223372036854775808 is i64::MIN, though 9223372036854775808 alone
        // does not fit.
        if let (
            Unary::Neg,
            Some(Token {
                kind: Kind::Num(v), ..
            }),
        ) = (op, self.peek())
        {
            if *v == 1 << 63 {
                self.at += 1;
                return Ok(Node::Num(i64::MIN));
            }
        }
        self.enter()?;
        let operand = self.unary()?;
        self.depth -= 1;
        Ok(Node::Unary(op, column, Box::new(operand)))
    }

    fn primary(&mut self) -> Result<Node, ParseError> {
        let tokens = self.tokens;
        let token = match tokens.get(self.at) {
            Some(token) => token,
            None => return Err(self.expected("a number, a variable or `(`")),
        };
        let column = token.column;
        match &token.kind {
            Kind::Num(v) => {
                self.at += 1;
                i64::try_from(*v).map(Node::Num).map_err(|_| ParseError {
                    column,
                    message: format!("the number {} does not fit in i64", v),
                })
            }
            Kind::Sym("(") => {
                self.at += 1;
                let inner = self.conditional()?;
                self.expect(")")?;
                Ok(inner)
            }
            Kind::Name(name) => {
                self.at += 1;
                if let Some(i) = self.vars.iter().position(|v| v == name) {
                    return Ok(Node::Var(i));
                }
                let func = match name.as_str() {
                    "min" => Func::Min,
                    "max" => Func::Max,
                    "abs" => Func::Abs,
                    _ => {
                        return Err(ParseError {
                            column,
                            message: format!(
                                "unknown name `{}`: the variables here are {} and the functions min, max, abs",
                                name,
                                self.vars.join(", ")
                            ),
                        })
                    }
                };
                self.call(func, name, column)
            }
            Kind::Sym(_) => Err(self.expected("a number, a variable or `(`")),
        }
    }

    /// The arguments of `name(...)`, after the name.
    fn call(&mut self, func: Func, name: &str, column: usize) -> Result<Node, ParseError> {
        if self.peek_sym() != Some("(") {
            return Err(self.expected(&format!("`(` after `{}`", name)));
        }
        self.at += 1;
        let mut args = vec![self.conditional()?];
        while self.peek_sym() == Some(",") {
            self.at += 1;
            args.push(self.conditional()?);
        }
        self.expect(")")?;
        let fits = if func == Func::Abs {
            args.len() == 1
        } else {
            args.len() >= 2
        };
        if !fits {
            return Err(ParseError {
                column,
                message: format!(
                    "`{}` takes {}, found {}",
                    name,
                    if func == Func::Abs {
                        "one argument"
                    } else {
                        "two or more arguments"
                    },
                    args.len()
                ),
            });
        }
        Ok(Node::Call(func, column, args))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn xy(text: &str, x: i64, y: i64) -> i64 {
        Expr::parse(text, &["x", "y"])
            .unwrap()
            .eval(&[x, y])
            .unwrap()
    }

    fn parse_err(text: &str) -> ParseError {
        Expr::parse(text, &["x", "y"]).unwrap_err()
    }

    fn eval_err(text: &str) -> EvalError {
        Expr::parse(text, &["x", "y"])
            .unwrap()
            .eval(&[0, 0])
            .unwrap_err()
    }

    #[test]
    fn precedence_is_cs() {
        // Each worked out by hand with C's precedence.
        for (text, want) in [
            ("1 + 2 * 3", 7),
            ("(1 + 2) * 3", 9),
            ("7 - 2 - 1", 4),
            ("100 / 10 / 5", 2),
            ("1 << 2 + 1", 8),
            ("6 ^ 3 & 5", 6 ^ (3 & 5)),
            ("6 | 3 ^ 5", 6 | (3 ^ 5)),
            ("5 & 1 == 1", 1),
            ("4 & 1 == 0", 0), // 4 & (1 == 0)
            ("1 < 2 == 3 < 4", 1),
            ("0 || 2 && 3", 1),
            ("1 ? 2 : 0 ? 3 : 4", 2),
            ("0 ? 2 : 0 ? 3 : 4", 4),
            ("-2 * -3", 6),
            ("!0 + !5 + ~0", 0),
            ("-7 / 2", -3),
            ("-7 % 2", -1),
            ("-7 >> 1", -4),
            ("2 ^ 3", 1),
            ("min(5, 3, 4) + max(1, 9) * abs(-2)", 21),
            ("-9223372036854775808", i64::MIN),
        ] {
            assert_eq!(xy(text, 0, 0), want, "{text}");
        }
    }

    #[test]
    fn the_knights_form() {
        let knight = "min(x,y) % 3 == 0 ? 0 : (min(x,y) % 3 == 1 ? (x == y ? 0 : 1) : (abs(x - y) > 1 ? 2 : 1))";
        // Values read off the knight's rules by hand: (0, 0) 0, (2, 1) 1
        // (to (0, 0)), (1, 1) 0 (no move), (2, 2) 0 ... z = 2: (2, 4) 2.
        for (x, y, want) in [
            (0, 0, 0),
            (2, 1, 1),
            (1, 1, 0),
            (1, 3, 1),
            (2, 4, 2),
            (2, 3, 1),
        ] {
            assert_eq!(xy(knight, x, y), want, "({x}, {y})");
        }
    }

    #[test]
    fn parse_errors_point_at_the_column() {
        for (text, column, says) in [
            ("min(x, y", 9, "expected `)`, found the end"),
            ("x +* y", 4, "expected a number"),
            ("x $ y", 3, "`$` is not part of an expression"),
            ("x = y", 3, "write `==`"),
            ("z + 1", 1, "unknown name `z`"),
            ("x y", 3, "expected an operator or the end, found `y`"),
            ("1 < x < 3", 7, "after another comparison"),
            ("x == y == 1", 8, "after another comparison"),
            ("abs(x, y)", 1, "`abs` takes one argument, found 2"),
            ("min(x)", 1, "two or more arguments"),
            ("min x", 5, "`(` after `min`"),
            ("x ? 1", 6, "expected `:`"),
            ("99999999999999999999", 1, "does not fit in i64"),
            ("", 1, "found the end"),
        ] {
            let err = parse_err(text);
            assert_eq!(err.column, column, "{text}: {err:?}");
            assert!(err.message.contains(says), "{text}: {err:?}");
        }
        let deep = format!("{}x{}", "(".repeat(1000), ")".repeat(1000));
        assert!(parse_err(&deep).message.contains("nested more than"));
        let deep = format!("{}x", "-".repeat(1000));
        assert!(parse_err(&deep).message.contains("nested more than"));
    }

    #[test]
    fn overflow_and_division_by_zero_are_errors() {
        for (text, column, says) in [
            ("x / y", 3, "divides by zero"),
            ("1 % y", 3, "divides by zero"),
            ("9223372036854775807 + 1", 21, "overflows"),
            ("-9223372036854775808 / -1", 22, "overflows"),
            ("3037000500 * 3037000500", 12, "overflows"),
            ("1 << 63", 3, "overflows"),
            ("1 << 64", 3, "not in 0..=63"),
            ("1 >> -1", 3, "not in 0..=63"),
            ("abs(-9223372036854775808)", 1, "overflows"),
        ] {
            let err = eval_err(text);
            assert_eq!(err.column, column, "{text}: {err:?}");
            assert!(err.message.contains(says), "{text}: {err:?}");
        }
        assert!(eval_err("-(-9223372036854775808)")
            .message
            .contains("overflows"));
        // The side C would skip is skipped.
        assert_eq!(xy("y != 0 && x / y > 1", 5, 0), 0);
        assert_eq!(xy("y == 0 || x / y > 1", 5, 0), 1);
        assert_eq!(xy("y == 0 ? 0 : x / y", 5, 0), 0);
        assert_eq!(xy("-1 << 62", 0, 0), i64::MIN / 2);
    }
}
