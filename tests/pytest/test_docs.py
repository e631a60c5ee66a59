"""The README stays an entry point (at most 200 lines, depth in docs/), and
every relative link of README.md, CHANGELOG.md and docs/*.md resolves to a
file or folder of the repository (anchors and web links are not checked)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [
    ROOT / "README.md",
    ROOT / "CHANGELOG.md",
    *sorted((ROOT / "docs").glob("*.md")),
]
LINK = re.compile(r"\]\(([^)\s]+)\)")
"""`[text](target)` and `![alt](target)`."""
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
CODE = re.compile(r"`[^`\n]*`")


def relative_links(text: str) -> list[str]:
    """The link targets of `text` outside code blocks that are paths."""
    prose = CODE.sub("", FENCE.sub("", text))
    targets = [m.group(1).split("#", 1)[0] for m in LINK.finditer(prose)]
    return [t for t in targets if t and not re.match(r"[a-z]+:", t)]


def test_readme_is_at_most_200_lines() -> None:
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= 200, len(lines)


@pytest.mark.parametrize("doc", DOCS, ids=[str(d.relative_to(ROOT)) for d in DOCS])
def test_relative_links_resolve(doc: Path) -> None:
    broken = [
        target
        for target in relative_links(doc.read_text())
        if not (doc.parent / target).exists()
    ]
    assert broken == [], f"{doc.relative_to(ROOT)}: {broken}"


def test_the_link_check_reads_links_as_markdown_does() -> None:
    assert relative_links("see [a](docs/a.md#x), [b](https://x.y), `[c](z)`") == [
        "docs/a.md"
    ]
    assert relative_links("```\n[c](in/code.md)\n```\n[d](d.md)") == ["d.md"]
