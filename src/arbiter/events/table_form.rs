//! How a tournament's table is asked for: text, a whole HTML page, or the HTML
//! fragment a published event page includes.

/// How a tournament's table is wanted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableForm {
    /// Plain text (mail, the command line).
    Text,
    /// A whole HTML page (`tournament table --html`).
    Page,
    /// The HTML table alone, for a page of the published site:
    /// the `crosstable_table.html` or `bracket_table.html` fragment that the
    /// page templates include.
    Fragment,
}

impl TableForm {
    /// `Page` when `html`, else `Text`.
    pub fn page(html: bool) -> TableForm {
        if html {
            TableForm::Page
        } else {
            TableForm::Text
        }
    }

    /// The template of a crosstable (round robin or Swiss) in this form.
    pub(crate) fn crosstable_template(self) -> Option<&'static str> {
        match self {
            TableForm::Text => None,
            TableForm::Page => Some("crosstable.html"),
            TableForm::Fragment => Some("crosstable_table.html"),
        }
    }

    /// The template of a bracket in this form.
    pub(crate) fn bracket_template(self) -> Option<&'static str> {
        match self {
            TableForm::Text => None,
            TableForm::Page => Some("bracket.html"),
            TableForm::Fragment => Some("bracket_table.html"),
        }
    }

    /// The template of a team event's tables in this form.
    pub(crate) fn team_template(self) -> Option<&'static str> {
        match self {
            TableForm::Text => None,
            TableForm::Page => Some("team_crosstable.html"),
            TableForm::Fragment => Some("team_table.html"),
        }
    }
}
