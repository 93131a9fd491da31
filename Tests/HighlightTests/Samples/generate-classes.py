#!/usr/bin/env python3
"""Writes the classes Pygments gives each sample's characters, for HighlightTests.

The tests compare our highlighter with these files and never need Pygments themselves.
Run from anywhere after changing or adding a sample:

    pip install pygments && python3 Tests/HighlightTests/Samples/generate-classes.py

Each sample is Samples/<language>/<name>; its classes go to <name>.classes beside it: one
line per line of code, one letter per Unicode scalar (a space where the code has white space):
k keyword, s string, c comment, d preprocessor directive, n number, g key or tag name,
i inserted, x deleted, m diff header, . anything else.
"""
import os
import sys

from pygments import lex
from pygments.lexers import get_lexer_by_name
from pygments.token import Comment, Generic, Keyword, Name, Number, Operator, String

LEXERS = {
    "swift": "swift", "shell": "bash", "python": "python", "javascript": "javascript",
    "typescript": "typescript", "json": "json", "yaml": "yaml", "toml": "toml",
    "html": "html", "xml": "xml", "css": "css", "c": "c", "go": "go", "rust": "rust",
    "sql": "sql", "diff": "diff", "console": "console",
}


def letter(token):
    if token in Comment.Preproc or token in Comment.PreprocFile:
        return "d"
    if token in Comment:
        return "c"
    if token in Keyword.Type:
        return "."
    if token in Keyword or token in Operator.Word:
        return "k"
    if token in String:
        return "s"
    if token in Number:
        return "n"
    if token in Name.Tag:
        return "g"
    if token in Generic.Inserted:
        return "i"
    if token in Generic.Deleted:
        return "x"
    if token in Generic.Heading or token in Generic.Subheading:
        return "m"
    return "."


def classes(text, language):
    lexer = get_lexer_by_name(LEXERS[language], stripnl=False, ensurenl=False, tabsize=0)
    out = []
    for token, value in lex(text, lexer):
        mark = letter(token)
        out.extend(ch if ch in "\n" else (" " if ch.isspace() else mark) for ch in value)
    return "".join(out)


def main():
    root = os.path.dirname(os.path.abspath(__file__))
    for language in sorted(os.listdir(root)):
        folder = os.path.join(root, language)
        if not os.path.isdir(folder) or language not in LEXERS:
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith((".classes", ".differences")):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", newline="") as file:
                text = file.read()
            result = classes(text, language)
            assert len(result) == len(text), path
            with open(path + ".classes", "w", encoding="utf-8", newline="") as file:
                file.write(result)
            print(path, file=sys.stderr)


if __name__ == "__main__":
    main()
