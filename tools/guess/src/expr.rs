//! Integer expressions for `--check 'EXPR'`: a conjectured formula, read once
//! and evaluated at every cell `(x, y)` of a table or index `n` of a sequence.
//!
//! Values are `i64`. Arithmetic is checked: an overflow, a division or
//! remainder by zero, or a shift by a negative amount or by 64 or more is an
//! [`EvalError`], never a wrapped value or a panic. `/` and `%` truncate toward
//! zero as in C and Rust (`-7 / 2 == -3`, `-7 % 2 == -1`); `>>` is arithmetic
//! (`-7 >> 1 == -4`).
//!
//! The functions (`abs`, `sqrt`, `root`, their ceilings, `popcount`, `ctz`,
//! `cto`, `clz`, `bitlen`, `log2`, `is_square`, `is_fib`) are those of
//! [`crate::builtin`], exact on all of `i64`; an argument outside a
//! function's domain (`sqrt(-1)`, `log2(0)`) is an [`EvalError`].
//!
//! The parser writes each expression as a flat program in postfix order
//! (jumps for `&&`, `||` and `? :`), run by one loop over a value stack: a
//! chain of any length (`x + x + ... + x`) is evaluated, and dropped,
//! without recursion. Nesting (parentheses, calls, unary operators, `? :`)
//! is what the recursive-descent parser recurses on, capped at 64.
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
//! | numbers, variables, `min(a, b, ...)`, `max(a, b, ...)`, the functions of [`crate::builtin`], `( )` | |
//!
//! Binary operators group left to right, except that two comparisons of one
//! level in a row (`a < b < c`, `a == b == c`) are refused: C reads them as
//! `(a < b) < c`, which is rarely what is meant. As in C, `x & 1 == 0` is
//! `x & (1 == 0)`: write `(x & 1) == 0`.

use crate::builtin::{Builtin, BUILTINS};
use itertools::Itertools;
use std::fmt;

/// Why an expression cannot be read: a message and the 1-based column (in
/// characters) where the trouble starts.
#[derive(Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based column (in characters) where the trouble starts.
    pub column: usize,
    /// What is wrong, or what was expected there.
    pub message: String,
}

/// Why an expression has no value at some point.
#[derive(Debug, PartialEq, Eq)]
pub struct EvalError {
    /// 1-based column of the operator or function that failed.
    pub column: usize,
    /// What failed (an overflow, a division by zero, ...).
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
    /// `abs`, the roots, the bit functions and the tests of [`crate::builtin`].
    B(Builtin),
}

/// One instruction of a compiled expression, run on a stack of values. The
/// parser writes the program in postfix order, with jumps for `&&`, `||` and
/// `? :`, so evaluating is one loop over the instructions: no recursion, and
/// no tree whose drop would recurse.
#[derive(Clone, Copy, Debug)]
enum Instr {
    Num(i64),
    /// Index into the variable names.
    Var(usize),
    /// The operator and its column; pops one value, pushes one.
    Unary(Unary, usize),
    /// The operator and its column; pops two values, pushes one.
    Binary(Op, usize),
    /// `min`, `max` (two values to one), `abs`, `sqrt` (one to one) or
    /// `root` (two to one), and the function's column.
    Call(Func, usize),
    /// `&&`: if the top is 0 it stays and the program jumps to the target;
    /// else it is popped.
    AndThen(usize),
    /// `||`: if the top is not 0 it becomes 1 and the program jumps to the
    /// target; else it is popped.
    OrElse(usize),
    /// The top becomes 1 if it is not 0.
    Bool,
    /// Pops; jumps to the target if the value was 0 (`c ? a : b`).
    JumpIfZero(usize),
    Jump(usize),
}

/// A parsed expression over named variables.
#[derive(Clone, Debug)]
pub struct Expr {
    code: Vec<Instr>,
    text: String,
}

/// Deeper nesting than this is refused, so that parsing (recursive descent)
/// cannot overflow the stack. Evaluating does not recurse at all.
const MAX_DEPTH: usize = 64;

impl Expr {
    /// Reads `text` as an expression over the variables `vars` (such as
    /// `["x", "y"]`); a value is then given for each, in that order.
    pub fn parse(text: &str, vars: &[&str]) -> Result<Expr, ParseError> {
        let tokens = lex(text)?;
        let mut parser = Parser::new(text, &tokens);
        let expr = parser.expression(vars)?;
        if let Some(token) = parser.peek() {
            return Err(ParseError {
                column: token.column,
                message: format!("expected an operator or the end, found {}", token.kind),
            });
        }
        Ok(expr)
    }

    /// The value at `values` (one per variable, in the order given to
    /// [`Expr::parse`]).
    pub fn eval(&self, values: &[i64]) -> Result<i64, EvalError> {
        self.eval_with(&mut Vec::new(), values)
    }

    /// [`Expr::eval`] with a stack the caller keeps, to evaluate many times
    /// without allocating.
    pub fn eval_with(&self, stack: &mut Vec<i64>, values: &[i64]) -> Result<i64, EvalError> {
        stack.clear();
        let mut pc = 0;
        while let Some(&instr) = self.code.get(pc) {
            pc += 1;
            match instr {
                Instr::Num(v) => stack.push(v),
                Instr::Var(i) => stack.push(values[i]),
                Instr::Unary(op, column) => {
                    let a = pop(stack);
                    stack.push(match op {
                        Unary::Neg => a.checked_neg().ok_or_else(|| EvalError {
                            column,
                            message: format!("-({}) overflows i64", a),
                        })?,
                        Unary::Not => i64::from(a == 0),
                        Unary::BitNot => !a,
                    });
                }
                Instr::Binary(op, column) => {
                    let b = pop(stack);
                    let a = pop(stack);
                    stack.push(binary(op, a, b).map_err(|message| EvalError { column, message })?);
                }
                Instr::Call(func, column) => {
                    let a = pop(stack);
                    let v = match func {
                        Func::Min => pop(stack).min(a),
                        Func::Max => pop(stack).max(a),
                        Func::B(b) => {
                            let (x, k) = if b.arity() == 2 {
                                (pop(stack), a)
                            } else {
                                (a, 0)
                            };
                            b.apply(x, k)
                                .map_err(|message| EvalError { column, message })?
                        }
                    };
                    stack.push(v);
                }
                Instr::AndThen(target) => {
                    if top(stack) == 0 {
                        pc = target;
                    } else {
                        pop(stack);
                    }
                }
                Instr::OrElse(target) => {
                    if top(stack) != 0 {
                        pop(stack);
                        stack.push(1);
                        pc = target;
                    } else {
                        pop(stack);
                    }
                }
                Instr::Bool => {
                    let a = pop(stack);
                    stack.push(i64::from(a != 0));
                }
                Instr::JumpIfZero(target) => {
                    if pop(stack) == 0 {
                        pc = target;
                    }
                }
                Instr::Jump(target) => pc = target,
            }
        }
        Ok(pop(stack))
    }

    /// The steps one evaluation may take, for the work bound: one an
    /// instruction, [`Builtin::cost`] a function call, at least 1.
    pub fn cost(&self) -> u64 {
        self.code
            .iter()
            .map(|instr| match instr {
                Instr::Call(Func::B(b), _) => b.cost(),
                _ => 1,
            })
            .sum::<u64>()
            .max(1)
    }

    /// `Some(c)` if the expression is `n - c` for a constant `c` (variable 0
    /// being `n`), as written: a heap a fixed distance below `n`.
    pub fn offset_below(&self) -> Option<i64> {
        match self.code[..] {
            [Instr::Var(0), Instr::Num(c), Instr::Binary(Op::Sub, _)] => Some(c),
            [Instr::Var(0)] => Some(0),
            _ => None,
        }
    }
}

/// The top of a stack the parser has proven deep enough.
fn pop(stack: &mut Vec<i64>) -> i64 {
    stack
        .pop()
        .expect("a compiled expression never pops an empty stack")
}

fn top(stack: &[i64]) -> i64 {
    *stack
        .last()
        .expect("a compiled expression never reads an empty stack")
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
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

/// What a token is: the lexer's word for each piece of an expression (heap
/// rules, read by the explorer, use the same tokens).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Up to 2^63, which only `-` may precede.
    Num(i128),
    /// A variable's or a function's name.
    Name(String),
    /// An operator or punctuation, as written.
    Sym(&'static str),
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Num(v) => write!(f, "the number {}", v),
            Kind::Name(name) => write!(f, "`{}`", grundy_shared::quote::quote(name)),
            Kind::Sym(s) => write!(f, "`{}`", s),
        }
    }
}

/// A token and where it is: the 1-based columns (in characters) of its first
/// character and of the character after it.
#[derive(Debug)]
pub struct Token {
    /// What it is.
    pub kind: Kind,
    /// The 1-based column of its first character.
    pub column: usize,
    /// The 1-based column of the character after it.
    pub end: usize,
}

/// Operators, longest first so that `<<` is not read as `<` `<`. `..` and
/// `;` belong to heap rules (see rule.rs), which use this lexer too.
const SYMBOLS: [&str; 28] = [
    "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "..", "+", "-", "*", "/", "%", "^", "&", "|",
    "<", ">", "!", "~", "?", ":", "(", ")", ",", ";", "=",
];

/// The tokens of `text`.
pub fn lex(text: &str) -> Result<Vec<Token>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        let kind = if c.is_whitespace() {
            i += 1;
            continue;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            let too_big = || ParseError {
                column,
                message: format!(
                    "the number {} does not fit in i64",
                    grundy_shared::quote::quote(&digits)
                ),
            };
            let value = digits.parse::<i128>().map_err(|_| too_big())?;
            if value > 1 << 63 {
                return Err(too_big());
            }
            Kind::Num(value)
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            Kind::Name(chars[start..i].iter().collect())
        } else {
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let symbol = SYMBOLS
                .iter()
                .find(|s| rest.starts_with(*s))
                .ok_or_else(|| ParseError {
                    column,
                    message: format!(
                        "`{}` is not part of an expression",
                        grundy_shared::quote::quote(&c.to_string())
                    ),
                })?;
            if *symbol == "=" {
                return Err(ParseError {
                    column,
                    message: "`=` alone is not an operator: write `==` to compare".to_string(),
                });
            }
            i += symbol.len();
            Kind::Sym(symbol)
        };
        tokens.push(Token {
            kind,
            column,
            end: i + 1,
        });
    }
    Ok(tokens)
}

/// Reads expressions from a list of tokens, one after another (a heap rule
/// holds many), writing each as a program.
pub struct Parser<'a> {
    chars: Vec<char>,
    tokens: &'a [Token],
    at: usize,
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

/// The program being written and the names it may use.
struct Out<'v> {
    code: Vec<Instr>,
    vars: &'v [&'v str],
}

impl<'a> Parser<'a> {
    /// A parser at the first of `tokens`, which [`lex`] made of `text`.
    pub fn new(text: &str, tokens: &'a [Token]) -> Parser<'a> {
        let chars: Vec<char> = text.chars().collect();
        let end = chars.len() + 1;
        Parser {
            chars,
            tokens,
            at: 0,
            depth: 0,
            end,
        }
    }

    /// The next token, if any, not consumed.
    pub fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    /// The next token if it is an operator or punctuation, not consumed.
    pub fn peek_sym(&self) -> Option<&'static str> {
        match self.peek() {
            Some(Token {
                kind: Kind::Sym(s), ..
            }) => Some(s),
            _ => None,
        }
    }

    /// The token after the next, if it is an operator or punctuation.
    pub fn peek_second_sym(&self) -> Option<&'static str> {
        match self.tokens.get(self.at + 1) {
            Some(Token {
                kind: Kind::Sym(s), ..
            }) => Some(s),
            _ => None,
        }
    }

    /// The next token if it is the name `name` (a keyword of heap rules).
    pub fn peek_name(&self, name: &str) -> bool {
        matches!(self.peek(), Some(Token { kind: Kind::Name(n), .. }) if n == name)
    }

    /// Moves past the next token.
    pub fn skip(&mut self) {
        self.at += 1;
    }

    /// The column of the next token, or just past the text.
    pub fn column(&self) -> usize {
        self.peek().map_or(self.end, |t| t.column)
    }

    /// The text from column `from` to just before column `to`.
    pub fn text(&self, from: usize, to: usize) -> String {
        self.chars[from - 1..to - 1].iter().collect()
    }

    /// The column just past the last token read.
    pub fn last_end(&self) -> usize {
        self.at
            .checked_sub(1)
            .and_then(|i| self.tokens.get(i))
            .map_or(1, |t| t.end)
    }

    /// Reads one expression over `vars` from the next token on, up to the
    /// first token that cannot continue it.
    pub fn expression(&mut self, vars: &[&str]) -> Result<Expr, ParseError> {
        let from = self.column();
        let mut out = Out {
            code: Vec::new(),
            vars,
        };
        self.conditional(&mut out)?;
        Ok(Expr {
            code: out.code,
            text: self.text(from, self.last_end().max(from)),
        })
    }

    /// An error at the next token (or the end) saying what was `expected`.
    pub fn expected(&self, expected: &str) -> ParseError {
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

    /// Consumes `symbol`, or the error saying it was expected.
    pub fn expect(&mut self, symbol: &str) -> Result<(), ParseError> {
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
            return Err(ParseError {
                column: self.column(),
                message: format!("nested more than {} deep", MAX_DEPTH),
            });
        }
        Ok(())
    }

    /// `a ? b : c`, or a binary expression.
    fn conditional(&mut self, out: &mut Out) -> Result<(), ParseError> {
        self.enter()?;
        self.binary(0, out)?;
        if self.peek_sym() == Some("?") {
            self.at += 1;
            let to_else = out.code.len();
            out.code.push(Instr::JumpIfZero(0));
            self.conditional(out)?;
            self.expect(":")?;
            let to_end = out.code.len();
            out.code.push(Instr::Jump(0));
            out.code[to_else] = Instr::JumpIfZero(out.code.len());
            self.conditional(out)?;
            out.code[to_end] = Instr::Jump(out.code.len());
        }
        self.depth -= 1;
        Ok(())
    }

    /// Operators of `LEVELS[level]` and tighter, left to right: each
    /// operand's program, then the operator (a loop, however long the chain).
    fn binary(&mut self, level: usize, out: &mut Out) -> Result<(), ParseError> {
        if level == LEVELS.len() {
            return self.unary(out);
        }
        let (ops, no_chain) = LEVELS[level];
        self.binary(level + 1, out)?;
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
            match op.1 {
                Op::And | Op::Or => {
                    let jump = out.code.len();
                    out.code.push(Instr::Jump(0));
                    self.binary(level + 1, out)?;
                    out.code.push(Instr::Bool);
                    let target = out.code.len();
                    out.code[jump] = if op.1 == Op::And {
                        Instr::AndThen(target)
                    } else {
                        Instr::OrElse(target)
                    };
                }
                _ => {
                    self.binary(level + 1, out)?;
                    out.code.push(Instr::Binary(op.1, column));
                }
            }
            chained = true;
        }
        Ok(())
    }

    fn unary(&mut self, out: &mut Out) -> Result<(), ParseError> {
        let op = match self.peek_sym() {
            Some("-") => Unary::Neg,
            Some("!") => Unary::Not,
            Some("~") => Unary::BitNot,
            _ => return self.primary(out),
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
                out.code.push(Instr::Num(i64::MIN));
                return Ok(());
            }
        }
        self.enter()?;
        self.unary(out)?;
        self.depth -= 1;
        out.code.push(Instr::Unary(op, column));
        Ok(())
    }

    fn primary(&mut self, out: &mut Out) -> Result<(), ParseError> {
        let tokens = self.tokens;
        let token = match tokens.get(self.at) {
            Some(token) => token,
            None => return Err(self.expected("a number, a variable or `(`")),
        };
        let column = token.column;
        match &token.kind {
            Kind::Num(v) => {
                self.at += 1;
                let v = i64::try_from(*v).map_err(|_| ParseError {
                    column,
                    message: format!("the number {} does not fit in i64", v),
                })?;
                out.code.push(Instr::Num(v));
                Ok(())
            }
            Kind::Sym("(") => {
                self.at += 1;
                self.conditional(out)?;
                self.expect(")")
            }
            Kind::Name(name) => {
                self.at += 1;
                if let Some(i) = out.vars.iter().position(|v| v == name) {
                    out.code.push(Instr::Var(i));
                    return Ok(());
                }
                let func = match name.as_str() {
                    "min" => Func::Min,
                    "max" => Func::Max,
                    _ => match Builtin::from_name(name) {
                        Some(b) => Func::B(b),
                        None => {
                            return Err(ParseError {
                                column,
                                message: format!(
                                    "unknown name `{}`: the variables here are {} and the \
                                     functions min, max, {}",
                                    grundy_shared::quote::quote(name),
                                    out.vars.join(", "),
                                    BUILTINS.iter().map(|b| b.name()).join(", ")
                                ),
                            })
                        }
                    },
                };
                self.call(func, name, column, out)
            }
            Kind::Sym(_) => Err(self.expected("a number, a variable or `(`")),
        }
    }

    /// The arguments of `name(...)`, after the name.
    fn call(
        &mut self,
        func: Func,
        name: &str,
        column: usize,
        out: &mut Out,
    ) -> Result<(), ParseError> {
        if self.peek_sym() != Some("(") {
            return Err(self.expected(&format!("`(` after `{}`", name)));
        }
        self.at += 1;
        self.conditional(out)?;
        let mut args = 1;
        while self.peek_sym() == Some(",") {
            self.at += 1;
            self.conditional(out)?;
            args += 1;
            if let Func::Min | Func::Max = func {
                out.code.push(Instr::Call(func, column));
            }
        }
        self.expect(")")?;
        let (fits, wanted) = match func {
            Func::Min | Func::Max => (args >= 2, "two or more arguments"),
            Func::B(b) if b.arity() == 2 => (args == 2, "two arguments (x, k)"),
            Func::B(_) => (args == 1, "one argument"),
        };
        if !fits {
            return Err(ParseError {
                column,
                message: format!("`{}` takes {}, found {}", name, wanted, args),
            });
        }
        if let Func::B(_) = func {
            out.code.push(Instr::Call(func, column));
        }
        Ok(())
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

    #[test]
    fn roots_are_exact_on_all_of_i64() {
        let n = |text: &str, v: i64| Expr::parse(text, &["n"]).unwrap().eval(&[v]).unwrap();
        // By counting up, on a whole range.
        for k in 1..=6u32 {
            for x in 0..3000i64 {
                let mut r = 0i64;
                while (r + 1).pow(k) <= x {
                    r += 1;
                }
                assert_eq!(n(&format!("root(n, {k})"), x), r, "root({x}, {k})");
                if k == 2 {
                    assert_eq!(n("sqrt(n)", x), r, "sqrt({x})");
                }
            }
        }
        // At and just below every perfect power in i64, for every k.
        // (Every r up to 1000, then r growing by a thousandth: about 10^4
        // powers for each k, the largest included.)
        for k in 2..=63u32 {
            let root = Expr::parse(&format!("root(n, {k})"), &["n"]).unwrap();
            let mut r = 2i64;
            let mut last = 0;
            while let Some(p) = r.checked_pow(k) {
                assert_eq!(root.eval(&[p]), Ok(r), "root({r}^{k})");
                assert_eq!(root.eval(&[p - 1]), Ok(r - 1), "root({r}^{k} - 1)");
                last = r;
                r += 1 + r / 1000;
            }
            // The largest r with r^k in i64, by its neighbours.
            let mut top = last;
            while (top + 1).checked_pow(k).is_some() {
                top += 1;
            }
            assert_eq!(root.eval(&[i64::MAX]), Ok(top), "root(i64::MAX, {k})");
        }
        // 3037000499² = 9223372030926249001 <= i64::MAX < 3037000500².
        assert_eq!(n("sqrt(n)", i64::MAX), 3_037_000_499);
        assert_eq!(n("root(n, 63)", i64::MAX), 1);
        assert_eq!(n("root(n, 9223372036854775807)", 5), 1);
        assert_eq!(n("root(n, 9223372036854775807)", 0), 0);
        assert_eq!(n("root(n, 1)", i64::MAX), i64::MAX);
        assert!(eval_err("sqrt(-1)").message.contains("below 0"));
        assert!(eval_err("root(4, 0)").message.contains("at least 1"));
        assert_eq!(eval_err("1 + root(4, 0)").column, 5);
    }

    #[test]
    fn long_chains_and_jumps_evaluate_in_a_loop() {
        // 100,000 terms: a recursive evaluator (or a boxed tree's drop) would
        // overflow the stack here.
        let long = vec!["x"; 100_000].join(" + ");
        assert_eq!(xy(&long, 3, 0), 300_000);
        let ors = vec!["x"; 100_000].join(" || ");
        assert_eq!(xy(&ors, 0, 0), 0);
        assert_eq!(xy(&ors, 5, 0), 1);
        let ands = vec!["x"; 100_000].join(" && ");
        assert_eq!(xy(&ands, 5, 0), 1);
        // Nested conditionals and short circuits, by hand.
        for (text, x, y, want) in [
            ("x ? y ? 1 : 2 : y ? 3 : 4", 1, 0, 2),
            ("x ? y ? 1 : 2 : y ? 3 : 4", 0, 1, 3),
            ("(x || y) && !(x && y)", 1, 0, 1),
            ("(x || y) && !(x && y)", 1, 1, 0),
            ("min(x, y, 7) + max(x, y ? 9 : 2)", 3, 0, 3),
        ] {
            assert_eq!(xy(text, x, y), want, "{text} at ({x}, {y})");
        }
    }

    #[test]
    fn builtins_parse_evaluate_and_refuse_bad_arguments() {
        // By hand: 13 = 0b1101.
        for (text, want) in [
            ("popcount(13) + ctz(8) * 10 + cto(11) * 100", 3 + 30 + 200),
            ("bitlen(13) + log2(13) * 10 + clz(13) * 100", 4 + 30 + 6000),
            (
                "is_square(49) + is_square(50) * 2 + is_fib(21) * 4 + is_fib(22) * 8",
                5,
            ),
            ("ceil_sqrt(50) + ceil_root(28, 3) * 10", 8 + 40),
            ("popcount(-1) + ctz(0) + clz(-5)", 128),
            ("log2(9223372036854775807)", 62),
            // 20 = 13 + 5 + 2; 97 is prime; gcd(12, -18) = 6.
            (
                "zeck_min(20) + is_prime(97) * 100 + gcd(12, -18) * 1000",
                6102,
            ),
        ] {
            assert_eq!(xy(text, 0, 0), want, "{text}");
        }
        for (text, column, says) in [
            ("popcount(x, y)", 1, "one argument"),
            ("ceil_root(x)", 1, "two arguments"),
            ("is_even(x)", 1, "unknown name"),
            ("gcd(x)", 1, "two arguments"),
        ] {
            let err = parse_err(text);
            assert_eq!(err.column, column, "{text}: {err:?}");
            assert!(err.message.contains(says), "{text}: {err:?}");
        }
        assert!(eval_err("1 + log2(x)").message.contains("at least 1"));
        assert_eq!(eval_err("1 + log2(x)").column, 5);
        assert!(eval_err("bitlen(-1)").message.contains("at least 0"));
        assert!(eval_err("ceil_sqrt(-1)").message.contains("below 0"));
        let deep = format!("{}x{}", "popcount(".repeat(1000), ")".repeat(1000));
        assert!(parse_err(&deep).message.contains("nested more than"));
    }
}
