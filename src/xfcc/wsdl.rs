//! The WSDL 1.1 of the endpoint (`GET ...?WSDL`): document/literal wrapped, the
//! shape of ASP.NET's `.asmx` services, which SOAP toolkits (zeep, suds,
//! .NET, gSOAP) build a client from. The `XfccGame` type and the operations'
//! parameters come from [`super::fields`], the enumerations from
//! the wire's words ([`super::XfccResult`], [`super::MakeAMoveResult`]), so the
//! WSDL says what the answers hold.

use super::codes::{MakeAMoveResult, Operation, XfccResult, SERVICE_NS};
use super::fields::{Field, GAME_FIELDS, GET_PARAMETERS, MOVE_PARAMETERS};
use super::xml::escape_into;

/// One `<s:element>` of a sequence.
fn element(out: &mut String, field: &Field) {
    out.push_str("<s:element minOccurs=\"");
    out.push(if field.required { '1' } else { '0' });
    out.push_str("\" maxOccurs=\"1\" name=\"");
    out.push_str(field.name);
    out.push_str("\" type=\"");
    out.push_str(field.xsd.qualified());
    out.push_str("\"/>");
}

/// A top-level element `name` whose type is a sequence of `fields`.
fn wrapper<'a>(out: &mut String, name: &str, fields: impl IntoIterator<Item = &'a Field>) {
    out.push_str("<s:element name=\"");
    out.push_str(name);
    out.push_str("\"><s:complexType><s:sequence>");
    for field in fields {
        element(out, field);
    }
    out.push_str("</s:sequence></s:complexType></s:element>");
}

/// A string enumeration `name` of `words`.
fn enumeration(out: &mut String, name: &str, words: impl IntoIterator<Item = &'static str>) {
    out.push_str("<s:simpleType name=\"");
    out.push_str(name);
    out.push_str("\"><s:restriction base=\"s:string\">");
    for word in words {
        out.push_str("<s:enumeration value=\"");
        out.push_str(word);
        out.push_str("\"/>");
    }
    out.push_str("</s:restriction></s:simpleType>");
}

/// The WSDL, its `soap:address` at `location` (the endpoint's full address,
/// `https://chess.example/xfccbasic.asmx`; escaped here).
///
/// ```
/// let wsdl = pbem_arbiter::xfcc::wsdl::wsdl("https://chess.example/xfccbasic.asmx");
/// assert!(wsdl.contains("<soap:address location=\"https://chess.example/xfccbasic.asmx\"/>"));
/// ```
pub fn wsdl(location: &str) -> String {
    let mut out = String::with_capacity(8 * 1024);
    out.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<wsdl:definitions xmlns:wsdl=\"http://schemas.xmlsoap.org/wsdl/\" xmlns:soap=\"http://schemas.xmlsoap.org/wsdl/soap/\" xmlns:s=\"http://www.w3.org/2001/XMLSchema\" xmlns:tns=\"");
    out.push_str(SERVICE_NS);
    out.push_str("\" targetNamespace=\"");
    out.push_str(SERVICE_NS);
    out.push_str("\">\n<wsdl:types><s:schema elementFormDefault=\"qualified\" targetNamespace=\"");
    out.push_str(SERVICE_NS);
    out.push_str("\">\n");
    wrapper(&mut out, "GetMyGames", GET_PARAMETERS);
    out.push('\n');
    out.push_str("<s:element name=\"GetMyGamesResponse\"><s:complexType><s:sequence><s:element minOccurs=\"0\" maxOccurs=\"1\" name=\"GetMyGamesResult\" type=\"tns:ArrayOfXfccGame\"/></s:sequence></s:complexType></s:element>");
    out.push_str("\n<s:complexType name=\"ArrayOfXfccGame\"><s:sequence><s:element minOccurs=\"0\" maxOccurs=\"unbounded\" name=\"XfccGame\" type=\"tns:XfccGame\"/></s:sequence></s:complexType>\n");
    out.push_str("<s:complexType name=\"XfccGame\"><s:sequence>\n");
    for field in GAME_FIELDS {
        element(&mut out, &field.field);
        out.push('\n');
    }
    out.push_str("</s:sequence></s:complexType>\n");
    enumeration(&mut out, "Result", XfccResult::ALL.iter().map(|r| r.word()));
    out.push('\n');
    wrapper(&mut out, "MakeAMove", MOVE_PARAMETERS);
    out.push('\n');
    out.push_str("<s:element name=\"MakeAMoveResponse\"><s:complexType><s:sequence><s:element minOccurs=\"1\" maxOccurs=\"1\" name=\"MakeAMoveResult\" type=\"tns:MakeAMoveResult\"/></s:sequence></s:complexType></s:element>\n");
    enumeration(
        &mut out,
        "MakeAMoveResult",
        MakeAMoveResult::ALL.iter().map(|r| r.word()),
    );
    out.push_str("\n</s:schema></wsdl:types>\n");
    let operations = [Operation::GetMyGames, Operation::MakeAMove];
    for op in operations {
        let name = op.name();
        out.push_str(&format!(
            "<wsdl:message name=\"{name}SoapIn\"><wsdl:part name=\"parameters\" element=\"tns:{name}\"/></wsdl:message>\n\
             <wsdl:message name=\"{name}SoapOut\"><wsdl:part name=\"parameters\" element=\"tns:{name}Response\"/></wsdl:message>\n"
        ));
    }
    out.push_str("<wsdl:portType name=\"XfccBasicSoap\">");
    for op in operations {
        let name = op.name();
        out.push_str(&format!(
            "<wsdl:operation name=\"{name}\"><wsdl:input message=\"tns:{name}SoapIn\"/><wsdl:output message=\"tns:{name}SoapOut\"/></wsdl:operation>"
        ));
    }
    out.push_str("</wsdl:portType>\n<wsdl:binding name=\"XfccBasicSoap\" type=\"tns:XfccBasicSoap\"><soap:binding transport=\"http://schemas.xmlsoap.org/soap/http\"/>");
    for op in operations {
        let name = op.name();
        out.push_str(&format!(
            "<wsdl:operation name=\"{name}\"><soap:operation soapAction=\"{SERVICE_NS}/{name}\" style=\"document\"/><wsdl:input><soap:body use=\"literal\"/></wsdl:input><wsdl:output><soap:body use=\"literal\"/></wsdl:output></wsdl:operation>"
        ));
    }
    out.push_str("</wsdl:binding>\n<wsdl:service name=\"XfccBasic\"><wsdl:port name=\"XfccBasicSoap\" binding=\"tns:XfccBasicSoap\"><soap:address location=\"");
    escape_into(&mut out, location);
    out.push_str("\"/></wsdl:port></wsdl:service>\n</wsdl:definitions>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::wsdl;
    use crate::xfcc::codes::{MakeAMoveResult, XfccResult, SERVICE_NS};
    use crate::xfcc::fields::{Field, GAME_FIELDS, GET_PARAMETERS, MOVE_PARAMETERS};

    const XS: &str = "http://www.w3.org/2001/XMLSchema";

    /// The `(name, minOccurs, type)` of each element of the sequence of `node`.
    fn sequence(node: roxmltree::Node) -> Vec<(String, String, String)> {
        let sequence = node
            .descendants()
            .find(|n| n.has_tag_name((XS, "sequence")))
            .unwrap();
        sequence
            .children()
            .filter(|n| n.has_tag_name((XS, "element")))
            .map(|e| {
                (
                    e.attribute("name").unwrap().to_string(),
                    e.attribute("minOccurs").unwrap().to_string(),
                    e.attribute("type").unwrap().to_string(),
                )
            })
            .collect()
    }

    fn expected<'a>(fields: impl IntoIterator<Item = &'a Field>) -> Vec<(String, String, String)> {
        fields
            .into_iter()
            .map(|f| {
                (
                    f.name.to_string(),
                    if f.required { "1" } else { "0" }.to_string(),
                    f.xsd.qualified().to_string(),
                )
            })
            .collect()
    }

    fn named<'a, 'i>(
        doc: &'a roxmltree::Document<'i>,
        kind: &str,
        name: &str,
    ) -> roxmltree::Node<'a, 'i> {
        doc.descendants()
            .find(|n| n.has_tag_name((XS, kind)) && n.attribute("name") == Some(name))
            .unwrap_or_else(|| panic!("{kind} {name}"))
    }

    #[test]
    fn the_wsdl_declares_every_field_of_the_table_in_order() {
        let text = wsdl("https://chess.example/xfccbasic.asmx?x=1&y=\"2\"");
        let doc = roxmltree::Document::parse(&text).unwrap();
        let root = doc.root_element();
        assert_eq!(root.attribute("targetNamespace"), Some(SERVICE_NS));
        assert_eq!(
            sequence(named(&doc, "complexType", "XfccGame")),
            expected(GAME_FIELDS.iter().map(|f| &f.field))
        );
        assert_eq!(
            sequence(named(&doc, "element", "MakeAMove")),
            expected(MOVE_PARAMETERS)
        );
        assert_eq!(
            sequence(named(&doc, "element", "GetMyGames")),
            expected(GET_PARAMETERS)
        );
        let words = |name: &str| -> Vec<String> {
            named(&doc, "simpleType", name)
                .descendants()
                .filter_map(|n| n.attribute("value"))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(
            words("Result"),
            XfccResult::ALL
                .iter()
                .map(|r| r.word().to_string())
                .collect::<Vec<_>>()
        );
        assert_eq!(
            words("MakeAMoveResult"),
            MakeAMoveResult::ALL
                .iter()
                .map(|r| r.word().to_string())
                .collect::<Vec<_>>()
        );
        let address = doc
            .descendants()
            .find(|n| n.has_tag_name(("http://schemas.xmlsoap.org/wsdl/soap/", "address")))
            .unwrap();
        assert_eq!(
            address.attribute("location"),
            Some("https://chess.example/xfccbasic.asmx?x=1&y=\"2\"")
        );
        for action in ["GetMyGames", "MakeAMove"] {
            assert!(text.contains(&format!("soapAction=\"{SERVICE_NS}/{action}\"")));
        }
    }
}
